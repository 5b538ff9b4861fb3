import { existsSync } from "node:fs";
import {
  WEBKIT_DRIVER_LOCATION,
  WEBKIT_INSTALL_COMMAND,
  webkitBrowserPath,
  webkitDriverPath,
  XVFB_RUN_LOCATION,
  xvfbRunPath,
} from "./lib/webkit.ts";

const missing = [
  [webkitDriverPath, `WebKitWebDriver (${WEBKIT_DRIVER_LOCATION}, or set WEBKIT_DRIVER_PATH)`],
  [
    webkitBrowserPath,
    "WebKitGTK's MiniBrowser (/usr/lib/*/webkit2gtk-4.1/, or set WEBKIT_BROWSER_PATH)",
  ],
  [xvfbRunPath, `xvfb-run (${XVFB_RUN_LOCATION})`],
].flatMap(([path, what]) => (path === undefined || !existsSync(path) ? [what] : []));

if (missing.length > 0) {
  console.error(
    [
      `No WebKit to test with: missing ${missing.join(", ")}. The WebKit smoke tests drive Debian's WebKitGTK, Safari's engine, in a virtual display.`,
      `Install it with:   ${WEBKIT_INSTALL_COMMAND}`,
    ].join("\n"),
  );
  process.exit(1);
}
