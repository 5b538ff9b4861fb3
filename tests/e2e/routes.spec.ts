import { readFileSync } from "node:fs";
import { testContent } from "#app/test/content.ts";
import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { literal, PROGRAMME_ANCHOR } from "./support/intake.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

const programme = testContent("programme");
const contact = testContent("contact");
const ui = testContent("ui");

/** HTML as React writes it, its text's entities turned back into characters. */
const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

// Status codes, redirects, titles and anchors: the same at every width, so once.
test.describe("routes", DESKTOP_ONLY, () => {
  test("/ answers 301 to /k-youth and lands there", async ({ page, request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/k-youth$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/k-youth$/);
  });

  test("the prerendered / page redirects where the host cannot, keeping query and hash", async ({
    page,
  }) => {
    const redirectHtml = readFileSync("build/client/index.html", "utf8");
    expect(redirectHtml).toContain('<meta http-equiv="refresh" content="0; url=/k-youth">');
    expect(redirectHtml).toContain('<link rel="canonical" href="https://k-youth.example/k-youth">');
    await page.route(/\/(\?.*)?$/, (route) =>
      route.fulfill({ body: redirectHtml, contentType: "text/html; charset=utf-8" }),
    );
    await page.goto("/?from=poster#faq");
    await expect(page).toHaveURL(/\/k-youth\?from=poster#faq$/);
  });

  test("/k-youth is the programme page with its section anchors", async ({ page }) => {
    const response = await page.goto("/k-youth");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(programme.meta.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(programme.breadcrumbTitle);
    await expect(page.locator("h1")).toHaveCount(1);
    for (const id of [
      "what-we-offer",
      "about",
      "program-framework",
      "2024-highlights",
      PROGRAMME_ANCHOR,
      "faq",
    ]) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      programme.meta.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://k-youth.example/k-youth",
    );
  });

  test("/contact-us has its breadcrumb back to /k-youth and its heading", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page).toHaveTitle(new RegExp(`^${literal(contact.breadcrumbTitle)}`));
    const breadcrumb = page.getByRole("navigation", { name: ui.breadcrumbLabel });
    await expect(breadcrumb.getByRole("link", { name: ui.home })).toHaveAttribute(
      "href",
      "/k-youth",
    );
    await expect(breadcrumb.getByText(contact.breadcrumbTitle)).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: contact.heading })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test.describe("unknown paths", () => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

    test("answer 404 with the not-found page, which is not indexed", async ({ page }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.notFound.title);
      await expect(page.getByText(ui.notFound.text)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });

    test("'Back To Home' goes home", async ({ page }) => {
      await page.goto("/deeply/nested/missing/page");
      const backHome = page.getByRole("link", { name: ui.notFound.backHome });
      await expect(backHome).toHaveAttribute("href", "/");
      await backHome.click();
      await expect(page).toHaveURL(/\/k-youth$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(programme.breadcrumbTitle);
    });

    for (const [label, path] of [
      ["a malformed percent-encoded path", "/%E0%A4%A"],
      ["a very long path", `/${"very-long-segment/".repeat(200)}`],
      ["a path with odd characters", "/k-youth/<script>alert(1)</script>"],
    ] as const) {
      test(`${label} ends on the not-found page`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.notFound.title);
      });
    }
  });

  test("the static 404.html exists for hosts to serve", () => {
    const html = readFileSync("build/client/404.html", "utf8");
    expect(decodeHtml(html)).toContain(ui.notFound.title);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
