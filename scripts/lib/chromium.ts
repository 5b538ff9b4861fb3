/** Debian's Chromium, or the browser CHROME_PATH names. Browsers are never downloaded. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags for headless Chromium on a closed network, as root in CI. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
