import { languages, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, test } from "./fixtures.ts";
import { MOMENTS } from "./support/intake.ts";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every page reads and navigates from its HTML alone", async ({ page }) => {
    await page.goto("/k-youth");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "K-YOUTH DEVELOPMENT PROGRAMME 2025",
    );
    // Controls that need JavaScript are hidden rather than shown broken.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Back to top" })).toBeHidden();

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(
      page.getByRole("heading", { name: "Need Help? Get In Touch With us" }),
    ).toBeVisible();
    await expect(footer.getByRole("link", { name: "hello@k-youth.example" })).toHaveAttribute(
      "href",
      "mailto:hello@k-youth.example",
    );
  });

  for (const language of languages) {
    test(`the programme page (${language}) shows where applications stood on its build day, and says so`, async ({
      page,
    }) => {
      const { status, apply } = testContent("programme", language).applications;
      // Without scripts the visitor's clock changes nothing: here, inside the first window.
      await page.clock.setFixedTime(MOMENTS.inWindow);
      await page.goto(pagePath("programme", language));
      // Built after the last window.
      await expect(page.getByText(status.nextToBeAnnounced, { exact: false })).toHaveCount(4);
      await expect(page.getByRole("link", { name: new RegExp(`^${apply}`) })).toHaveCount(0);
      // "As at 25 November 2026, when this page was published.": the build's day, in words.
      const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const [before = "", after = ""] = status.asOf.split("{date}").map(literal);
      const asOf = new RegExp(`^${before}\\d{1,2} \\p{L}+ \\d{4}${after}$`, "u");
      await expect(page.getByText(asOf).first()).toBeVisible();
    });
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
    await expect(page.getByRole("heading", { name: "Future of Skills training" })).toBeVisible();
    await expect(page.getByRole("button", { name: /larger$/ })).toHaveCount(0);
    // The partner logos are a still row the keyboard can scroll.
    const logos = page.getByRole("region", { name: "Partner logos" });
    await expect(logos.getByRole("img")).toHaveCount(53);
    await expect(logos).toHaveAttribute("tabindex", "0");
    // The carousel shows its first slide; every quote is in the HTML.
    const quotes = programme.testimonials.items.map((item) => item.quote);
    await expect(page.getByText(quotes[0] ?? "", { exact: true })).toBeVisible();
    await expect(page.getByText(quotes.at(-1) ?? "", { exact: true })).toBeAttached();
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeHidden();
  });

  test("/ still reaches /k-youth through its meta refresh", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/k-youth$/);
  });
});
