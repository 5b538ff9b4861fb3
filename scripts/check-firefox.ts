import { existsSync } from "node:fs";
import { FIREFOX_LOCATIONS, firefoxPath } from "./lib/firefox.ts";

if (firefoxPath === undefined || !existsSync(firefoxPath)) {
  console.error(
    [
      `No Firefox found at ${firefoxPath ?? FIREFOX_LOCATIONS.join(" or ")}. The Firefox smoke tests drive Debian's Firefox ESR.`,
      "Install it with:   sudo apt-get update && sudo apt-get install -y firefox-esr",
      "or point FIREFOX_PATH at a Firefox binary:   FIREFOX_PATH=/path/to/firefox npm test",
    ].join("\n"),
  );
  process.exit(1);
}
