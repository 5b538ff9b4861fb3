import { expect, scrollTo, test } from "./fixtures.ts";
import { testContent } from "#app/test/content.ts";

const ui = testContent("ui");

test.describe("back to top", () => {
  test("appears after 150 px, shows progress, and takes keyboard users to the top", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    const button = page.getByRole("button", { name: ui.backToTop });
    await expect(button).toBeHidden();
    await scrollTo(page, 150);
    await expect(button).toBeHidden();
    await scrollTo(page, 151);
    await expect(button).toBeVisible();

    const progress = button.locator("circle").nth(1);
    const offsetAt = async () => Number(await progress.getAttribute("stroke-dashoffset"));
    const early = await offsetAt();
    await scrollTo(page, 100_000);
    await expect.poll(offsetAt).toBeLessThan(early);
    await expect.poll(offsetAt).toBeCloseTo(0, 0);

    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    // Focus continues from the top of the page: the next Tab reaches the skip link.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: ui.skipLink })).toBeFocused();
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("jumps to the top at once", async ({ page }) => {
      await page.goto("/k-youth");
      await scrollTo(page, 100_000);
      await page.getByRole("button", { name: ui.backToTop }).click();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
