import { plainText } from "#app/content/rich-text.ts";
import { languages, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, test } from "./fixtures.ts";
import { asOfPattern, MOMENTS, stateAt, statusAt } from "./support/intake.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

const programme = testContent("programme");
const ui = testContent("ui");
const site = testContent("site");
/** The footer's link to the contact page, which the tests follow or bring into view. */
const contact = site.navigation.find(({ href }) => href === pagePath("contact", "en"));

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every page reads and navigates from its HTML alone", async ({ page }) => {
    await page.goto("/k-youth");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(programme.breadcrumbTitle);
    // Controls that need JavaScript are hidden rather than shown broken.
    await expect(page.getByRole("button", { name: ui.header.openMenu })).toBeHidden();
    await expect(page.getByRole("button", { name: ui.backToTop })).toBeHidden();

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: contact?.label }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("heading", { name: testContent("contact").heading })).toBeVisible();
    const { address } = site.contact.email;
    await expect(footer.getByRole("link", { name: address })).toHaveAttribute(
      "href",
      `mailto:${address}`,
    );
  });

  test("the programme page is laid out whole at once, so End lands on its footer", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    // Without scripts the FAQ lists every tab's questions: a part skipped until the visitor came
    // near would grow under one who jumped past it, and leave them short of where they were going.
    const lastQuestion = page.getByText(
      testContent("faq").tabs.at(-1)?.items.at(-1)?.title ?? "-",
      { exact: true },
    );
    expect(
      await lastQuestion.evaluate((summary) =>
        summary.checkVisibility({ contentVisibilityAuto: true }),
      ),
    ).toBe(true);
    await page.keyboard.press("End");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: contact?.label }),
    ).toBeInViewport();
  });

  for (const language of languages) {
    // Words: once.
    test(
      `the programme page (${language}) shows where applications stood on its build day, and says so`,
      DESKTOP_ONLY,
      async ({ page }) => {
        const { status, apply } = testContent("programme", language).applications;
        // Without scripts the visitor's clock changes nothing: here, inside the first window.
        await page.clock.setFixedTime(MOMENTS.inWindow);
        await page.goto(pagePath("programme", language));
        // The state of the build's day: the tests run on a build of today.
        const built = new Date();
        // In the variants of the build's moment (one inside the closed "How do I apply?" answer).
        await expect(
          page.locator("[data-intake-built]").filter({ hasText: statusAt(built, language) }),
        ).toHaveCount(4);
        if (!["open", "closingSoon"].includes(stateAt(built).kind)) {
          await expect(page.getByRole("link", { name: new RegExp(`^${apply}`) })).toHaveCount(0);
        }
        // "As at 25 November 2026, when this page was published.": the build's day, in words.
        await expect(page.getByText(asOfPattern(status.asOf)).first()).toBeVisible();
      },
    );
  }

  test("the programme page reads top to bottom with its widgets in their still form", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    const programme = testContent("programme");
    for (const heading of [
      programme.whatWeOffer.heading,
      programme.about.heading,
      programme.programme2025.heading,
      programme.testimonials.heading,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    // Graphics are in the page; only the buttons that enlarge them need JavaScript.
    await expect(
      page.getByRole("heading", { name: plainText(programme.framework.phases[0]?.title ?? []) }),
    ).toBeVisible();
    for (const { openLabel } of [
      programme.framework,
      programme.highlights2024,
      programme.applicationProcess,
    ]) {
      await expect(page.getByRole("button", { name: openLabel })).toHaveCount(0);
    }
    // The partner logos are a still row the keyboard can scroll.
    const logos = page.getByRole("region", { name: programme.partners.logosLabel });
    await expect(logos.getByRole("img")).toHaveCount(programme.partners.logos.length);
    await expect(logos).toHaveAttribute("tabindex", "0");
    // The carousel shows its first slide; every quote is in the HTML.
    const [first, ...others] = programme.testimonials.items;
    await expect(page.getByText(first?.quote ?? "-", { exact: true })).toBeVisible();
    for (const { quote } of others) {
      await expect(page.getByText(quote, { exact: true })).toBeAttached();
    }
    await expect(page.getByRole("button", { name: programme.testimonials.next })).toBeHidden();
  });

  // A redirect: once.
  test("/ still reaches /k-youth through its meta refresh", DESKTOP_ONLY, async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/k-youth$/);
  });
});
