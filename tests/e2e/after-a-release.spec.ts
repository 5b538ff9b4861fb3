import type { Page } from "@playwright/test";
import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { testContent } from "#app/test/content.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";
import { navigationLabel } from "./support/content.ts";

/**
 * A tab opened before a release asks for code files the release removed: each test takes away the
 * target page's code file (404) for the page the visitor is on, as a release without the grace
 * period of deploy/release.ts leaves it, then follows a link. The page the link leads to has its
 * own, current files, so the full load the site falls back to works.
 */
const PROGRAMME_ROUTE = "en/programme";
const CONTACT_ROUTE = "en/contact";
const PROGRAMME_HEADING = testContent("programme").breadcrumbTitle;
const ui = testContent("ui");
const search = testContent("search");
const QUITTING = testContent("faq")
  .tabs.flatMap((tab) => tab.items)
  .find((item) => item.id === "quitting-penalty");

/** Makes the code file of a route, as this page names it, answer 404 the next time it is asked for. */
async function removeCodeOf(page: Page, routeId: string) {
  const url = await page.evaluate(
    (id) => window.__reactRouterManifest?.routes[id]?.module,
    routeId,
  );
  if (!url) throw new Error(`No code file for route ${routeId}`);
  await page.route(`**${url}`, (route) => route.fulfill({ status: 404, body: "" }), { times: 1 });
}

async function headerLink(page: Page, isMobile: boolean, name: string) {
  if (!isMobile) {
    return page.getByRole("navigation", { name: ui.header.navLabel }).getByRole("link", { name });
  }
  await page.getByRole("button", { name: ui.header.openMenu }).click();
  return page.getByRole("dialog", { name: ui.header.menuTitle }).getByRole("link", { name });
}

/** The page a link led to, read in full and live again (its own code loaded). */
async function expectLiveAt(page: Page, url: RegExp, heading: string) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test.describe("after a release removed a page's code", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  test("Home in the header still leads home", async ({ page, isMobile }) => {
    await page.goto("/contact-us");
    await removeCodeOf(page, PROGRAMME_ROUTE);
    await (await headerLink(page, isMobile, navigationLabel("programme"))).click();
    await expectLiveAt(page, /\/k-youth$/, PROGRAMME_HEADING);
  });

  test("Contact Us in the footer still leads to the contact page", async ({ page }) => {
    await page.goto("/k-youth");
    await removeCodeOf(page, CONTACT_ROUTE);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: navigationLabel("contact") })
      .click();
    await expectLiveAt(page, /\/contact-us$/, testContent("contact").breadcrumbTitle);
  });

  test("a search result still leads to its answer", async ({ page }) => {
    await page.goto("/contact-us");
    await removeCodeOf(page, PROGRAMME_ROUTE);
    await page
      .getByRole("banner")
      .getByRole("button", { name: search.button, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: search.title });
    await dialog.getByRole("combobox").fill("penalty");
    const question = QUITTING?.title ?? "";
    await dialog.getByRole("option", { name: question }).click();

    await expectLiveAt(page, /\/k-youth#faq-quitting-penalty$/, PROGRAMME_HEADING);
    const answer = page.locator("details", {
      has: page.locator("summary", { hasText: question }),
    });
    await expect(answer).toHaveJSProperty("open", true);
    await expect(answer).toBeInViewport();
  });
});

// The same code path at every size.
test.describe(
  "after a release, when even the full load of a page cannot get its code",
  DESKTOP_ONLY,
  () => {
    // The error page logs the failure it shows, as React Router does.
    test.use({ allowedConsoleErrors: [/status of 404|dynamically imported module/] });

    test("a second try within a minute shows the error page with a reload button", async ({
      page,
    }) => {
      await page.goto("/contact-us");
      const programmeCode = await page.evaluate(
        (id) => window.__reactRouterManifest?.routes[id]?.module,
        PROGRAMME_ROUTE,
      );
      // The programme page's code stays unavailable, so even the full load of it cannot come alive.
      let codeAvailable = false;
      let refusals = 0;
      await page.route(`**${programmeCode}`, async (route) => {
        if (codeAvailable) return route.continue();
        await route.fulfill({ status: 404, body: "" });
        refusals += 1;
      });
      const home = page
        .getByRole("navigation", { name: ui.header.navLabel })
        .getByRole("link", { name: navigationLabel("programme") });
      await home.click();
      await expect(page).toHaveURL(/\/k-youth$/);
      // Readable all the same: it is prerendered. Its scripts try once more after the first paint,
      // fail quietly (no uncaught error, which the fixture would report) and leave it as it is.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROGRAMME_HEADING);
      await expect.poll(() => refusals).toBe(2);
      await page.evaluate(() => new Promise((settled) => setTimeout(settled, 100)));
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

      await page.goto("/contact-us");
      await home.click();
      await expect(page).toHaveURL(/\/k-youth$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.errors.title);
      await expect(page.getByText(ui.errors.updateFailed)).toBeVisible();

      codeAvailable = true;
      await page.getByRole("button", { name: ui.errors.reload }).click();
      await expectLiveAt(page, /\/k-youth$/, PROGRAMME_HEADING);
    });
  },
);
