import { expect, test } from "./fixtures.ts";

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

  test("the programme page reads top to bottom with its widgets in their still form", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    for (const heading of [
      "Learn by doing, earn while you grow",
      "K-Youth 2025: Train, Earn & Learn",
      "Who can join, and what you get",
      "What Our Student Says",
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
    await expect(page.getByText(/^The training month gave me the confidence/)).toBeVisible();
    await expect(page.getByText(/^The peer check-ins kept me going/)).toBeAttached();
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeHidden();
  });

  test("/ still reaches /k-youth through its meta refresh", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/k-youth$/);
  });
});
