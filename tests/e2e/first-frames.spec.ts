import { homePath, languages } from "#app/site-manifest.ts";
import { chromiumArgs, chromiumPath } from "#scripts/lib/chromium.ts";
import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { layoutShifts, watchLayoutShifts } from "./support/intake.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { startTrickledSite, type TrickledSite } from "./support/trickled-html.ts";

/** Each stop of the HTML: long enough for the browser to draw several frames meanwhile. */
const HTML_PAUSE_MS = 150;
/** The web font comes well after its block period, and after the last part of the header. */
const FONT_DELAY_MS = 1_000;

declare global {
  interface Window {
    /** Each link and button of the banner, by its text: its box in the first frame that drew it. */
    firstDrawnBoxes?: Record<string, unknown>;
  }
}

// With scrollbars, as on a desktop: Playwright hides them by default.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

test.describe("a page arriving slowly", () => {
  let site: TrickledSite;
  test.beforeAll(async ({ baseURL }) => {
    site = await startTrickledSite(baseURL ?? "", HTML_PAUSE_MS);
  });
  test.afterAll(async () => {
    await site.close();
  });
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  for (const { path } of VISITED_PAGES) {
    test(`${path}: nothing drawn moves while its HTML comes in parts and its font a second late`, async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      // Animation frames run only before frames the browser draws: the first box seen is the first drawn.
      await page.addInitScript(() => {
        const boxes: Record<string, unknown> = {};
        window.firstDrawnBoxes = boxes;
        const look = () => {
          for (const control of document.querySelectorAll("header a, header button")) {
            const box = control.getBoundingClientRect();
            const name = control.textContent.trim();
            if (box.width > 0 && !(name in boxes)) boxes[name] = box.toJSON();
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resume) => setTimeout(resume, FONT_DELAY_MS));
        await route.continue();
      });
      const fontArrived = page.waitForResponse(/\.woff2$/);

      await page.goto(`${site.origin}${path}`);
      await fontArrived;
      expect(await layoutShifts(page)).toEqual([]);

      // Every link and button of the banner is where the first frame that showed it drew it.
      const banner = page.getByRole("banner");
      const controls = await banner
        .getByRole("link")
        .or(banner.getByRole("button"))
        .evaluateAll((elements) =>
          elements.map((element) => ({
            name: element.textContent.trim(),
            box: element.getBoundingClientRect().toJSON() as unknown,
          })),
        );
      expect(controls.length).toBeGreaterThan(0);
      const firstDrawn = await page.evaluate(() => window.firstDrawnBoxes ?? {});
      for (const { name, box } of controls) expect(firstDrawn[name], name).toEqual(box);
    });
  }

  for (const language of languages) {
    test(`${homePath(language)}: its scripts are requested only once the page has been painted whole`, async ({
      page,
    }) => {
      // Requested before the largest paint, they would count towards it (Lighthouse's simulation).
      // The paint is the frame's, on the page's main thread (`paintTime`): the screen shows it
      // later, and here, where Chromium draws in software on a busy machine, 20-124 ms later.
      await page.goto(`${site.origin}${homePath(language)}`);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      const { largestPaint, firstScript } = await page.evaluate(async () => {
        const paints = await new Promise<PerformanceEntryList>((listed) => {
          new PerformanceObserver((list) => listed(list.getEntries())).observe({
            type: "largest-contentful-paint",
            buffered: true,
          });
        });
        return {
          largestPaint: Math.max(
            ...paints.map(
              (entry) =>
                (entry as PerformanceEntry & { paintTime?: number }).paintTime ?? entry.startTime,
            ),
          ),
          firstScript: Math.min(
            ...performance
              .getEntriesByType("resource")
              .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
              .map((entry) => entry.startTime),
          ),
        };
      });
      expect(firstScript).toBeGreaterThan(largestPaint);
    });
  }
});
