import { formatMessage } from "#app/lib/format-message.ts";
import { writtenDay } from "#app/content/written-dates.ts";
import { LANGUAGES, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, expectNoAxeViolations, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { VISITED_PAGES } from "./support/languages.ts";

const site = testContent("site");

for (const language of ["en", "ms"] as const) {
  const statement = testContent("accessibility", language);
  const path = pagePath("accessibility", language);

  test.describe(`accessibility statement (${language})`, () => {
    test("is dated, states the standard and its evidence, and says how to report a problem", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(statement.breadcrumbTitle);
      await expect(page.getByRole("main")).toContainText(
        formatMessage(statement.reviewedLabel, {
          date: writtenDay(statement.lastReviewed, LANGUAGES[language].tag),
        }),
      );
      await expect(page.getByRole("main")).toContainText("WCAG) 2.2");
      for (const section of statement.sections) {
        await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
      }
      const report = page.getByRole("region", { name: statement.report.heading });
      await expect(report.getByRole("link", { name: site.contact.email.address })).toHaveAttribute(
        "href",
        `mailto:${site.contact.email.address}`,
      );
      await expect(report.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute(
        "href",
        `tel:${site.contact.phone.tel}`,
      );
      await report.getByRole("link", { name: statement.report.form }).click();
      await expect(page).toHaveURL(pagePath("contact", language));
    });

    test("has no axe violations", async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    });
  });
}

test.describe("the way to the statement", () => {
  // The not-found pages are among those visited.
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  test("every page's footer links to it in the page's language", async ({ page }) => {
    for (const visited of VISITED_PAGES) {
      await page.goto(visited.path);
      const link = page
        .getByRole("contentinfo")
        .getByRole("link", { name: visited.ui.footer.accessibility });
      await expect(link, visited.path).toHaveAttribute(
        "href",
        pagePath("accessibility", visited.language),
      );
    }
  });
});
