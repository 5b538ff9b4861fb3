/**
 * The state of applications is right from the first paint (decision 144): each page of both
 * languages, opened on a slow phone (4x CPU, slow 4G) with the visitor's clock six months after
 * the build, shows the words of the visitor's moment, and only those, before any of the app's
 * scripts has run; once they run, nothing moves (CLS 0) and nothing changes.
 */
import type { Page } from "@playwright/test";
import { SITEMAP_PATH } from "#app/config/seo.ts";
import { CPU_SLOWDOWN, SLOW_NETWORK } from "#scripts/lib/slow-phone.ts";
import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { layoutShifts, watchLayoutShifts } from "./support/intake.ts";
import {
  markedMoment,
  momentKeyAt,
  oneMomentOfEachState,
  variantsShown,
} from "./support/intake-moments.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { languages, pagePath } from "#app/site-manifest.ts";
import { PHONE_ONLY } from "./support/widths.ts";

declare global {
  interface Window {
    painted?: boolean;
  }
}

const SIX_MONTHS_DAYS = 183;
const DAY = 24 * 60 * 60 * 1000;

test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

/** Holds every script file the page asks for until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Noon in Malaysia, six months after the day the site was built (its sitemap's lastmod). */
async function sixMonthsAfterTheBuild(page: Page): Promise<Date> {
  const sitemap = await (await page.request.get(SITEMAP_PATH)).text();
  const built = /<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(sitemap)?.[1];
  if (!built) throw new Error(`no lastmod in ${SITEMAP_PATH}`);
  return new Date(Date.parse(`${built}T12:00:00+08:00`) + SIX_MONTHS_DAYS * DAY);
}

/**
 * Opens `path` with the clock at `now` and the app's scripts held back, and checks what the first
 * paint shows; then lets the scripts run and checks that hydration changed nothing and moved
 * nothing.
 */
async function expectTheMomentFromTheFirstPaint(page: Page, path: string, now: Date) {
  const moment = momentKeyAt(now.getTime());
  // Observers first: Playwright's clock stands in for `performance`, whose entries it lacks.
  await watchLayoutShifts(page);
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) window.painted = true;
    }).observe({ type: "paint", buffered: true });
  });
  await page.clock.setFixedTime(now);
  const release = await holdScripts(page);

  await page.mainFrame().goto(path, { waitUntil: "commit" });
  // Painted, and the whole HTML read: on the slow connection the end of the page arrives after
  // the first paint, and the variants it holds would be missing from the comparison below.
  await page.waitForFunction(() => window.painted === true && document.readyState !== "loading");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // Before any of the app's scripts: only the visitor's moment is drawn.
  const painted = await variantsShown(page, moment);
  if (painted.length > 0) {
    expect(await markedMoment(page)).toBe(moment);
    expect(painted.filter((variant) => variant.drawn !== variant.ofMoment)).toEqual([]);
    expect(painted.some((variant) => variant.drawn)).toBe(true);
  }

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  expect(await variantsShown(page, moment)).toEqual(painted);
  expect(await layoutShifts(page)).toEqual([]);
}

for (const { path, language } of VISITED_PAGES) {
  test(
    `${path} (${language}) shows the visitor's state in its first paint, six months after the build, on a slow phone`,
    PHONE_ONLY,
    async ({ page }) => {
      const now = await sixMonthsAfterTheBuild(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await expectTheMomentFromTheFirstPaint(page, path, now);
    },
  );
}

// Whatever the build's day, the first paint shows each state the intakes give.
for (const { kind, key: moment, at } of oneMomentOfEachState()) {
  for (const language of languages) {
    for (const key of ["programme", "eligibility"] as const) {
      const path = pagePath(key, language);
      // The first paint of a phone, the slowest: once.
      test(
        `${path} shows the state "${kind}" (${moment}) in its first paint`,
        PHONE_ONLY,
        async ({ page }) => {
          await expectTheMomentFromTheFirstPaint(page, path, at);
        },
      );
    }
  }
}
