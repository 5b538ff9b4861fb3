import { existsSync } from "node:fs";
import { chromiumPath } from "./lib/chromium.ts";

if (!existsSync(chromiumPath)) {
  console.error(
    [
      `No Chromium found at ${chromiumPath}. The end-to-end tests drive Debian's Chromium.`,
      "Install it with:   sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROME_PATH at a Chromium or Chrome binary:   CHROME_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
  process.exit(1);
}
