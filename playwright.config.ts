import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/lib/chromium.ts";
import { STUB_ORIGIN } from "./tests/e2e/support/emailjs-stub-config.ts";
import { DESKTOP_ONLY, PHONE_ONLY } from "./tests/e2e/support/widths.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// E2E_SERVER=nginx serves the build with real nginx and the production config (as CI does);
// otherwise with the Node server behind `npm start`.
const serverFlag = process.env.E2E_SERVER === "nginx" ? " --nginx" : "";
// The tests run only against servers they start: a port already answering fails the run at once
// ("… is already used"), rather than testing another site. Other ports: E2E_PORT, EMAILJS_STUB_PORT.
const reuseExistingServer = false;

const config = defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: "off",
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node deploy/serve.ts${serverFlag} --port ${port}`,
        url: `${baseURL}/k-youth`,
        reuseExistingServer,
        stdout: "ignore",
        // Lets the nginx wrapper stop nginx and remove its temporary folder.
        gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      },
  // Untagged tests run at both widths; a tagged one in its project only (tests/e2e/support/widths.ts).
  projects: [
    {
      name: "mobile",
      grepInvert: new RegExp(DESKTOP_ONLY.tag),
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: "desktop",
      grepInvert: new RegExp(PHONE_ONLY.tag),
      use: { viewport: { width: 1366, height: 900 } },
    },
  ],
});

// The contact form of the end-to-end build (tests/e2e/support/build.ts) sends to this local EmailJS
// stand-in; it starts beside whatever serves the site.
config.webServer = [
  ...[config.webServer ?? []].flat(),
  {
    command: "node tests/e2e/support/emailjs-stub.ts",
    url: `${STUB_ORIGIN}/__health`,
    reuseExistingServer,
    stdout: "ignore",
  },
];

export default config;
