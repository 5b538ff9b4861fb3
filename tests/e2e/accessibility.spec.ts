import { expect, expectNoAxeViolations, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { testContent } from "#app/test/content.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { PHONE_ONLY } from "./support/widths.ts";

test.describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  for (const { path } of VISITED_PAGES) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    });
  }

  // The menu exists below the desktop breakpoint.
  test("no violations with the mobile menu open", PHONE_ONLY, async ({ page }) => {
    await page.goto("/k-youth");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page, "open menu");
  });

  test("no violations with the search dialog open with results", async ({ page }) => {
    await page.goto("/k-youth");
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: testContent("search").title });
    await dialog.getByRole("combobox").fill("ojt allowance");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await expect(dialog.locator("mark").first()).toBeVisible();
    await expectNoAxeViolations(page, "search dialog with results");
  });

  for (const path of ["/k-youth", "/ms/k-youth"]) {
    test(`no violations on ${path} with the share links open`, async ({ page }) => {
      await page.goto(path);
      const buttons = page.getByRole("button", { name: /^(Share|Kongsi) / });
      await buttons.first().click();
      await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
      // The FAQ's Share buttons start when the FAQ comes near the screen.
      const openAnswer = page.locator("details[open]").first();
      await openAnswer.scrollIntoViewIfNeeded();
      const faqShare = openAnswer.getByRole("button", { name: /^(Share|Kongsi) / });
      await faqShare.click();
      await expect(faqShare).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, `${path} with share links open`);
    });
  }

  test("no violations with the header stuck and back-to-top shown", async ({ page }) => {
    await page.goto("/k-youth");
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
    await expectNoAxeViolations(page, "scrolled page");
  });
});
