import { expect, test } from "./fixtures.ts";

test.describe("loading order", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same at every size");

  for (const path of ["/k-youth", "/contact-us"]) {
    test(`${path} asks for its stylesheet before any script, and still comes alive`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      const stylesheet = html.indexOf('rel="stylesheet"');
      expect(stylesheet).toBeGreaterThan(-1);
      expect(stylesheet).toBeLessThan(html.indexOf("<script"));

      await page.goto(path);
      // The header's menu button only works once the app has hydrated from its module script.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    });
  }
});
