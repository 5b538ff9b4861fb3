/**
 * Firefox driven over WebDriver BiDi by puppeteer-core: one browser per viewport for a test file,
 * one tab per test. A test fails on anything the Chromium suite's console check catches
 * (tests/e2e/fixtures.ts).
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import puppeteer, { type Browser, type HTTPResponse, type Page } from "puppeteer-core";
import { pagePaths } from "#app/site-manifest.ts";
import { firefoxPath } from "#scripts/lib/firefox.ts";
import { siteOrigin } from "./site.ts";

export interface Viewport {
  width: number;
  height: number;
  /** Firefox preferences for a browser of this size. */
  prefs: Record<string, number>;
}

/** The Chromium suite's phone and laptop (playwright.config.ts). */
export const PHONE: Viewport = {
  width: 390,
  height: 844,
  // Phones draw scrollbars over the page, leaving it all 390 px.
  prefs: { "ui.useOverlayScrollbars": 1 },
};
const LAPTOP: Viewport = { width: 1366, height: 900, prefs: {} };
export const VIEWPORTS = [PHONE, LAPTOP];

/** Pages answer 200; any other address gets the not-found page with 404. */
function isPage(url: string): boolean {
  return pagePaths().includes(new URL(url, siteOrigin).pathname);
}

function isNotFoundDocument(response: HTTPResponse): boolean {
  return (
    response.status() === 404 && response.request().isNavigationRequest() && !isPage(response.url())
  );
}

/**
 * Firefox passes the errors a page logs to WebDriver BiDi as bare objects, without their message
 * (puppeteer prints "JSHandle@error"), so each tab logs them as text before its own scripts run.
 */
async function logErrorsAsText(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const logError = console.error.bind(console);
    console.error = (...values: unknown[]) => {
      logError(...values.map((value) => (value instanceof Error ? String(value) : value)));
    };
  });
}

/**
 * Collects what Chromium prints as console errors: uncaught errors, console.error, loads the
 * Content-Security-Policy blocks (Firefox reports these as page errors), and loads that failed or
 * answered 400 or more, which Firefox does not report over WebDriver BiDi, so they are watched on
 * the network. The only one allowed is the 404 of a not-found page's own document, as in the
 * Chromium suite.
 */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => {
    problems.push(`Page error: ${error instanceof Error ? error.message : String(error)}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`Console error: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !isNotFoundDocument(response)) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  page.on("requestfailed", (request) => {
    problems.push(`Failed to load (${request.failure()?.errorText}): ${request.url()}`);
  });
  return problems;
}

/**
 * Firefox keeps a window at least 500 px wide, so each tab gets the viewport's exact size over
 * WebDriver BiDi. Puppeteer sends a screen-orientation override with it, which Firefox 140 ESR
 * does not know; the size applies all the same, and is checked.
 */
async function fitViewport(page: Page, { width, height }: Viewport) {
  await page.setViewport({ width, height }).catch((error: unknown) => {
    if (!String(error).includes("setScreenOrientationOverride")) throw error;
  });
  const size = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
  assert.deepEqual(size, [width, height], "Firefox did not take the viewport's size");
}

/**
 * Resolves once React has hydrated the document: the root layout marks `<html data-hydrated>`
 * in an effect (app/root.tsx). Until then, app controls (tabs, menu, search) do not respond.
 */
async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]");
}

/** Follows a link the way a visitor does and waits until the page it leads to is live. */
export async function followLink(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForNavigation(), click()]);
  await waitForHydration(page);
}

function launchFirefox({ width, height, prefs }: Viewport): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: null,
    args: [`--width=${width}`, `--height=${height}`],
    extraPrefsFirefox: prefs,
  });
}

/** Opens `path` and waits until it is live; it must answer as a page (200) or as not found (404). */
async function open(page: Page, viewport: Viewport, path: string) {
  await fitViewport(page, viewport);
  await logErrorsAsText(page);
  const response = await page.goto(`${siteOrigin}${path}`);
  assert.equal(response?.status(), isPage(path) ? 200 : 404, `${path} answered`);
  await waitForHydration(page);
}

/**
 * Firefox at one viewport, from before the enclosing suite's first test until after its last.
 * `test(name, path, body)` declares a test that runs `body` on `path` in a tab of its own. It fails
 * when the tab reports a problem, naming it first: a page that throws often shows up as a control
 * that never appears.
 */
export function launchFirefoxForSuite(viewport: Viewport) {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchFirefox(viewport);
  });
  after(() => browser?.close());

  return {
    test(name: string, path: string, body: (page: Page) => Promise<void>) {
      it(name, async () => {
        assert.ok(browser, "Firefox has not started");
        const page = await browser.newPage();
        // Every test is a first visit: with the cache on, Firefox revalidates a page an earlier
        // test loaded, and the host (nginx sends ETags) answers 304 instead of the page.
        await page.setCacheEnabled(false);
        const problems = recordProblems(page);
        let failure: unknown;
        try {
          await open(page, viewport, path);
          await body(page);
        } catch (error) {
          failure = error;
        } finally {
          await page.close();
        }
        if (problems.length > 0) {
          throw new Error(`${path} reported:\n${problems.join("\n")}`, { cause: failure });
        }
        if (failure !== undefined) throw failure;
      });
    },
  };
}
