import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Debian's Chromium, or the browser CHROME_PATH names. Browsers are never downloaded. The
 * benchmarks, the screenshots and the spec of a page's first frames (scrollbars and all) use it: a
 * visitor's browser, windows and all.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Debian's package `chromium-headless-shell`: the same Chromium build, without its browser UI. */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the end-to-end tests drive: CHROME_PATH if set, else Debian's headless shell, else
 * Debian's Chromium. The shell renders with the same Blink at the same version, without the
 * browser's windows, profile and UI pages around each page: the same specs took a fifth less time
 * in it (Chromium 156, 2 cores: docs/benchmarks.md).
 */
export const testChromiumPath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath);

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
