/**
 * WebKitGTK (Safari's engine) driven over W3C WebDriver: Debian's WebKitWebDriver runs MiniBrowser
 * in a virtual display (`xvfb-run -a`), for a test file; every test is a new browser, so a first
 * visit with nothing kept from another test. A test fails on anything the Chromium suite's console
 * check catches (tests/e2e/fixtures.ts), collected by ./page-errors.ts.
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { after, before, it } from "node:test";
import { pagePaths } from "#app/site-manifest.ts";
import { webkitBrowserPath, webkitDriverPath, xvfbRunPath } from "#scripts/lib/webkit.ts";
import { serveBuildForSuite } from "../../firefox/support/site.ts";
import { READ_PAGE_ERRORS, startErrorProxy, type Answered } from "./page-errors.ts";
import { Page, waitFor } from "./page.ts";
import { DriverStuck, Session } from "./webdriver.ts";

/** WebKit visits the site here, through the proxy; the site itself answers on the next port. */
const proxyPort = Number(process.env.WEBKIT_SITE_PORT ?? 4187);
const sitePort = proxyPort + 1;
const siteOrigin = `http://127.0.0.1:${proxyPort}`;
const driverOrigin = `http://127.0.0.1:${Number(process.env.WEBKIT_DRIVER_PORT ?? 4189)}`;

// A busy machine can take a while to start the driver and to hydrate a page.
const DRIVER_READY_MS = 30_000;
const HYDRATION_MS = 30_000;
/** What WebKitWebDriver prints when its port is still held. */
const PORT_HELD = "Unable to listen for HTTP server";

export interface Viewport {
  /** How tests name it. */
  name: string;
  width: number;
  height: number;
}

/**
 * The narrowest window WebKitGTK allows: it is asked for the smallest phone the site is for and
 * keeps its own minimum (about 447 px), which the test reads back.
 */
export const NARROWEST: Viewport = { name: "the narrowest window", width: 320, height: 844 };
const LAPTOP: Viewport = { name: "1280 px", width: 1280, height: 900 };
export const VIEWPORTS = [NARROWEST, LAPTOP];

/** Pages answer 200; any other address gets the not-found page with 404. */
function isPage(path: string): boolean {
  return pagePaths().includes(new URL(path, siteOrigin).pathname);
}

/** Answers of 400 or more, but for the 404 of a not-found page's own document. */
function failedAnswers(answers: Answered[]): string[] {
  return answers
    .filter(
      ({ status, path, document }) =>
        status >= 400 && !(status === 404 && document && !isPage(path)),
    )
    .map(({ status, path }) => `HTTP ${status}: ${path}`);
}

async function waitForDriver(driver: ChildProcess, output: string[]) {
  await waitFor(
    async () => {
      if (driver.exitCode !== null) {
        throw new Error(`WebKitWebDriver stopped:\n${output.join("")}`);
      }
      const status = await fetch(`${driverOrigin}/status`).then(
        (response) => response.json() as Promise<{ value: { ready: boolean } }>,
        () => undefined,
      );
      return status?.value.ready === true;
    },
    `WebKitWebDriver to answer on ${driverOrigin}`,
    DRIVER_READY_MS,
  );
}

function startBrowser(ended: AbortSignal | undefined): Promise<Session> {
  return Session.start(
    driverOrigin,
    { "webkitgtk:browserOptions": { binary: webkitBrowserPath, args: ["--automation"] } },
    ended,
  );
}

/** Opens `path` and waits until it is live; it must answer as a page (200) or as not found (404). */
async function open(page: Page, answers: Answered[], path: string) {
  await page.session.navigate(`${siteOrigin}${path}`);
  const { pathname, search } = new URL(path, siteOrigin);
  const answer = answers.find((entry) => entry.document && entry.path === `${pathname}${search}`);
  assert.equal(answer?.status, isPage(path) ? 200 : 404, `${path} answered`);
  await page.waitForHydration(HYDRATION_MS);
}

/**
 * Serves the site, the error-collecting proxy and WebKitWebDriver from before the file's first test
 * until after its last. `test(name, viewport, path, body)` declares a test that runs `body` on
 * `path` in a new browser. It fails when the page reports a problem, naming it first: a page that
 * throws often shows up as a control that never appears.
 */
export function webkitForFile() {
  serveBuildForSuite(sitePort, "WEBKIT_SITE_PORT");
  let proxy: Awaited<ReturnType<typeof startErrorProxy>> | undefined;
  let driver: ChildProcess | undefined;
  /**
   * WebKitWebDriver drives one browser at a time. A browser that could not be ended (its driver
   * stuck, or its test out of time) is ended with its driver: the next visit starts a new one.
   */
  let browserLeftOpen = false;

  /**
   * Starts a driver; one that finds its port still held (the driver just stopped, its browser not
   * yet gone) is started again until DRIVER_READY_MS has passed.
   */
  async function startDriver() {
    await waitFor(
      async () => {
        try {
          await startDriverOnce();
          return true;
        } catch (error) {
          if (error instanceof Error && error.message.includes(PORT_HELD)) return false;
          throw error;
        }
      },
      `${driverOrigin} to be free for a new WebKitWebDriver ("${PORT_HELD}")`,
      DRIVER_READY_MS,
    );
  }

  async function startDriverOnce() {
    assert.ok(webkitDriverPath && xvfbRunPath, "WebKit is missing: run scripts/check-webkit.ts");
    // Its own process group, so that stopping it stops the display and the browsers it started.
    const started = spawn(
      xvfbRunPath,
      ["-a", webkitDriverPath, `--port=${new URL(driverOrigin).port}`],
      {
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      },
    );
    driver = started;
    const output: string[] = [];
    started.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    await waitForDriver(started, output);
  }

  async function stopDriver() {
    if (driver?.pid !== undefined && driver.exitCode === null) {
      process.kill(-driver.pid, "SIGTERM");
      await once(driver, "exit");
    }
    driver = undefined;
  }

  before(async () => {
    // Another driver answering there would be used in place of this one.
    const taken = await fetch(`${driverOrigin}/status`).then(
      () => true,
      () => false,
    );
    assert.ok(!taken, `${driverOrigin} is taken: pick another port with WEBKIT_DRIVER_PORT`);
    proxy = await startErrorProxy(proxyPort, `http://127.0.0.1:${sitePort}`);
    await startDriver();
  });
  after(async () => {
    await stopDriver();
    await proxy?.close();
  });

  /**
   * Runs `body` on `path` in a new browser at `viewport`; rejects with the problems the page
   * reported, or else with `body`'s failure. `ended` is the test's signal: once it aborts, the
   * visit sends nothing more and its browser is left for the next visit to end.
   */
  async function visit(
    viewport: Viewport,
    path: string,
    body: (page: Page) => Promise<void>,
    ended?: AbortSignal,
  ) {
    // Set at once, before the runner starts the next test.
    ended?.addEventListener("abort", () => (browserLeftOpen = true), { once: true });
    try {
      await visitOnce(viewport, path, body, ended);
    } catch (error) {
      // WebKitGTK's driver now and then never answers one command on a busy machine, and answers
      // the next session at once. Only that is tried again, in a new browser, and said so; a page
      // that fails a check, reports a problem or hangs the driver twice fails the test.
      if (!(error instanceof DriverStuck) || ended?.aborted) throw error;
      console.log(`# ${path} at ${viewport.name}: ${error.message}; once more in a new browser`);
      await visitOnce(viewport, path, body, ended);
    }
  }

  async function visitOnce(
    viewport: Viewport,
    path: string,
    body: (page: Page) => Promise<void>,
    ended: AbortSignal | undefined,
  ) {
    assert.ok(proxy, "the proxy has not started");
    if (browserLeftOpen) {
      await stopDriver();
      await startDriver();
      browserLeftOpen = false;
    }
    const { answers } = proxy;
    answers.length = 0;
    const session = await startBrowser(ended);
    const page = new Page(session);
    let problems: string[] = [];
    let failure: unknown;
    try {
      await session.setWindowSize(viewport.width, viewport.height);
      const width = await session.run(() => window.innerWidth);
      if (viewport !== NARROWEST) assert.equal(width, viewport.width, "the window's width");
      await open(page, answers, path);
      await body(page);
    } catch (error) {
      failure = error;
    } finally {
      if (failure instanceof DriverStuck) {
        // It would answer nothing more either: a new driver ends this browser.
        browserLeftOpen = true;
      } else if (!ended?.aborted) {
        problems = (await session.runSource(READ_PAGE_ERRORS).catch(() => [])) as string[];
        await session.end().catch((error: unknown) => {
          failure ??= error;
        });
      }
    }
    problems.push(...failedAnswers(answers));
    if (problems.length > 0) {
      throw new Error(`${path} reported:\n${problems.join("\n")}`, { cause: failure });
    }
    if (failure !== undefined) throw failure;
  }

  return {
    visit,
    test(name: string, viewport: Viewport, path: string, body: (page: Page) => Promise<void>) {
      it(name, ({ signal }) => visit(viewport, path, body, signal));
    },
  };
}
