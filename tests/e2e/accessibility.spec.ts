import {
  expect,
  expectModal,
  expectNoAxeViolations,
  NOT_FOUND_RESPONSE,
  test,
} from "./fixtures.ts";
import { testContent } from "#app/test/content.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { PHONE_ONLY } from "./support/widths.ts";
import { type Language, pagePath } from "#app/site-manifest.ts";
import { literal } from "./support/intake.ts";

const ui = testContent("ui");
const searchTexts = testContent("search");

/** A Share button, the page's or a question's: its name starts with its visible word. */
function shareButtonName(language: Language): RegExp {
  const words = [
    testContent("programme", language).share.label,
    testContent("faq", language).shareItem,
  ];
  return new RegExp(`^(${words.map(literal).join("|")}) `);
}

test.describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  // The check's own logic, whatever the width: it must still see what it is there to find.
  test("the check fails on a violation planted in the page", PHONE_ONLY, async ({ page }) => {
    await page.goto("/k-youth");
    await page.evaluate(() => {
      const unnamed = document.createElement("button");
      document.querySelector("main")?.append(unnamed);
    });
    await expect(expectNoAxeViolations(page, "planted")).rejects.toThrow(/button-name/);
  });

  for (const { path } of VISITED_PAGES) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    });
  }

  // The menu exists below the desktop breakpoint.
  test("no violations with the mobile menu open", PHONE_ONLY, async ({ page }) => {
    await page.goto("/k-youth");
    await page.getByRole("button", { name: ui.header.openMenu }).click();
    await expectModal(page.getByRole("dialog", { name: ui.header.menuTitle }));
    await expectNoAxeViolations(page, "open menu");
  });

  test("no violations with the search dialog open with results", async ({ page }) => {
    await page.goto("/k-youth");
    await page
      .getByRole("banner")
      .getByRole("button", { name: searchTexts.button, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: searchTexts.title });
    await dialog.getByRole("combobox").fill("ojt allowance");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await expect(dialog.locator("mark").first()).toBeVisible();
    await expectNoAxeViolations(page, "search dialog with results");
  });

  for (const language of ["en", "ms"] as const) {
    const path = pagePath("programme", language);
    test(`no violations on ${path} with the share links open`, async ({ page }) => {
      await page.goto(path);
      const buttons = page.getByRole("button", { name: shareButtonName(language) });
      await buttons.first().click();
      await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
      // The FAQ's Share buttons start when the FAQ comes near the screen.
      const openAnswer = page.locator("details[open]").first();
      await openAnswer.scrollIntoViewIfNeeded();
      const faqShare = openAnswer.getByRole("button", { name: shareButtonName(language) });
      await faqShare.click();
      await expect(faqShare).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, `${path} with share links open`);
    });
  }

  test("no violations with the header stuck and back-to-top shown", async ({ page }) => {
    await page.goto("/k-youth");
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect(page.getByRole("button", { name: ui.backToTop })).toBeVisible();
    await expectNoAxeViolations(page, "scrolled page");
  });
});
