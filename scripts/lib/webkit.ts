import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** What Debian's packages give: WebKitWebDriver (webkit2gtk-driver) and a virtual display (xvfb). */
export const WEBKIT_DRIVER_LOCATION = "/usr/bin/WebKitWebDriver";
export const XVFB_RUN_LOCATION = "/usr/bin/xvfb-run";

/** The command that installs the virtual display alone (the timing benchmarks' Chromium needs it). */
export const XVFB_INSTALL_COMMAND = "sudo apt-get update && sudo apt-get install -y xvfb";

/** The command that installs what the WebKit suite needs. */
export const WEBKIT_INSTALL_COMMAND =
  "sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb";

/** libwebkit2gtk's MiniBrowser, in the folder of the machine's architecture (x86_64-linux-gnu, …). */
function findMiniBrowser(): string | undefined {
  const libraries = "/usr/lib";
  if (!existsSync(libraries)) return undefined;
  return readdirSync(libraries)
    .map((folder) => join(libraries, folder, "webkit2gtk-4.1", "MiniBrowser"))
    .find((path) => existsSync(path));
}

/**
 * WebKitGTK's WebDriver server, the browser it drives and the virtual display it runs in, or the
 * ones WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH name; undefined when missing. Never downloaded.
 */
export const webkitDriverPath: string | undefined =
  process.env.WEBKIT_DRIVER_PATH ??
  (existsSync(WEBKIT_DRIVER_LOCATION) ? WEBKIT_DRIVER_LOCATION : undefined);
export const webkitBrowserPath: string | undefined =
  process.env.WEBKIT_BROWSER_PATH ?? findMiniBrowser();
export const xvfbRunPath: string | undefined = existsSync(XVFB_RUN_LOCATION)
  ? XVFB_RUN_LOCATION
  : undefined;
