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

  test("/ still reaches /k-youth through its meta refresh", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/k-youth$/);
  });
});
