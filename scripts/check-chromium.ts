import { existsSync } from "node:fs";
import { HEADLESS_SHELL_PATH, testChromiumPath } from "./lib/chromium.ts";

if (!existsSync(testChromiumPath)) {
  console.error(
    [
      `No Chromium found at ${testChromiumPath}. The end-to-end tests drive Debian's Chromium.`,
      "Install it with:   sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell",
      "or point CHROME_PATH at a Chromium or Chrome binary:   CHROME_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
  process.exit(1);
}
if (testChromiumPath !== HEADLESS_SHELL_PATH && !process.env.CHROME_PATH) {
  console.log(
    `Using ${testChromiumPath}; Debian's chromium-headless-shell at ${HEADLESS_SHELL_PATH} runs the same tests faster.`,
  );
}
