import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { AXE_RESULT_TYPES, AXE_TAGS, describeViolations } from "./support/axe.ts";
import { collectPageErrors } from "./support/page-errors.ts";

interface Fixtures {
  /** Console messages a test expects (for example the 404 of an unknown path); all others fail it. */
  allowedConsoleErrors: RegExp[];
}

/**
 * Resolves once React has hydrated the document. Until then the page is its prerendered HTML:
 * links and answers work natively, but app controls (tabs, menu, search) do not, and the module
 * graph loads after the page's CSS (no module preloads), so it can trail the load event. The root
 * layout marks `<html data-hydrated>` in an effect, which runs only once hydration has committed
 * (app/root.tsx); React's own `__reactContainer` key appears when hydration starts, not when it is
 * done. No timeout of its own and nothing swallowed: a page that never comes alive fails its test.
 * A locator wait outlives navigations, so a document that sends the browser on (the prerendered
 * `/` redirect page) is followed to the page it lands on.
 */
async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // Tests act as a visitor who starts once the page is live; what works before that is tested
  // with JavaScript off. A page that logs an error fails its test. Only a test that opens a page
  // pays for one: an HTTP check (`request`) runs without.
  page: async ({ page, javaScriptEnabled, allowedConsoleErrors }, use) => {
    const errors = collectPageErrors(page, allowedConsoleErrors);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
    expect(errors, "the page logged errors").toEqual([]);
  },
});

export { expect };

export const NOT_FOUND_RESPONSE = /status of 404/;

/**
 * Runs axe-core against WCAG 2.2 A/AA and best practices; any violation fails the test.
 *
 * In the page itself (axe's legacy mode), which checks the page and every frame of its own origin:
 * the default opens a blank page per check to gather each frame's results, for the one frame of
 * another origin the site has (the contact page's map, a third party's page), and took two to three
 * times as long (the programme page at 390 px: 8.4-9.2 s against 3.6-4.9 s, Chromium 156). That
 * frame's own title, which is the site's, is still checked.
 */
export async function expectNoAxeViolations(page: Page, label = "page") {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: AXE_RESULT_TYPES })
    .setLegacyMode(true)
    .analyze();
  expect(describeViolations(results.violations), `axe violations on ${label}`).toEqual([]);
}

/**
 * Resolves once the page has fetched all it loads by itself. After hydration (which `goto` waits
 * for) the last such thing is the field-metrics reporter, which the app starts loading once the
 * page is idle (app/lib/field-metrics.ts; the end-to-end build reports to the stub). Tests that
 * check something is NOT loaded until the visitor asks for it wait for this, not for network quiet.
 * Not for the no-provider build, which has field metrics off.
 */
export async function waitForPageSettled(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => entry.name.includes("/web-vitals-")),
  );
}

/** Scrolls the window and waits for the page's scroll listeners to run. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction(
    (top) => Math.abs(window.scrollY - top) < 2 || top > window.scrollY,
    y,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Resolves once `dialog` is modal: the page behind it inert. A dialog that is also a popover (the
 * menu) is shown as one first and made modal after the frame that shows it.
 */
export async function expectModal(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.matches(":modal")), {
      message: "the dialog to be modal",
    })
    .toBe(true);
}
