import { execFileSync } from "node:child_process";

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
  // Every new window preloads the address bar's suggestion list, a page of its own that nobody
  // sees headless: it took about half a core beside each test's page (Chromium 156).
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
];

/** The browser's own version line, such as "Chromium 156.0.8078.108": numbers name their browser. */
export function chromiumVersion(): string {
  const printed = execFileSync(chromiumPath, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const version = /(Chromium|Chrome) [\d.]+/.exec(printed)?.[0];
  if (!version) throw new Error(`${chromiumPath} --version printed no version: ${printed}`);
  return version;
}
