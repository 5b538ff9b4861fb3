import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { testContent } from "#app/test/content.ts";
import { INTAKE, MOMENTS } from "./support/intake.ts";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths.ts";

const ui = testContent("ui", "ms");
const faq = testContent("faq", "ms");
const search = testContent("search", "ms");
const contact = testContent("contact", "ms");
const programme = testContent("programme", "ms");
const site = testContent("site", "ms");
const allowance = faq.tabs.flatMap((tab) => tab.items).find((item) => item.id === "allowance");

test.describe("Bahasa Melayu edition", () => {
  // Words and link attributes: once.
  test("links to pages in English only say so, in Malay", DESKTOP_ONLY, async ({ page }) => {
    // While applications are open, so that APPLY NOW leads to the (English) application form.
    await page.clock.setFixedTime(MOMENTS.inWindow);
    await page.goto("/ms/k-youth");
    // A placeholder address also says it is a sample, after the language.
    const note = (sample: boolean | undefined) =>
      [ui.englishOnly, ...(sample ? [ui.sample] : []), ui.newTab].join(" ");
    const { applicationForm } = INTAKE;
    const apply = page.getByRole("main").getByRole("link", {
      name: `${programme.applications.apply} ${note(applicationForm.sample)}`,
    });
    await expect(apply).toHaveCount(3);
    for (const link of await apply.all()) await expect(link).toHaveAttribute("hreflang", "en");
    const footer = page.getByRole("contentinfo");
    const { aboutUs } = site.links;
    await expect(
      footer.getByRole("link", { name: `${aboutUs.label} ${note(aboutUs.sample)}` }),
    ).toHaveAttribute("hreflang", "en");
  });

  test("the language switch keeps the place, both ways, by keyboard", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/k-youth#faq-allowance");
    const banner = page.getByRole("banner");
    const toMalay = banner.getByRole("link", { name: "Bahasa Melayu" }).first();
    await expect(toMalay).toHaveAttribute("hreflang", "ms-MY");
    await expect(toMalay).toHaveAttribute("lang", "ms-MY");
    await expect(toMalay).toHaveAttribute("href", "/ms/k-youth#faq-allowance");
    await toMalay.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ms\/k-youth#faq-allowance$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const answer = page.locator("details", { has: page.getByText(allowance?.title ?? "") });
    await expect(answer).toHaveJSProperty("open", true);

    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" }).first();
    await expect(toEnglish).toHaveAttribute("href", "/k-youth#faq-allowance");
    if (isMobile) {
      // The menu carries the switch too.
      await page.getByRole("button", { name: ui.header.openMenu }).click();
      const menu = page.getByRole("dialog", { name: ui.header.menuTitle });
      await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute(
        "href",
        "/k-youth#faq-allowance",
      );
      await page.keyboard.press("Escape");
    }
    await toEnglish.click();
    await expect(page).toHaveURL(/\/k-youth#faq-allowance$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-MY");
  });

  test("the contact page switches to its counterpart", async ({ page }) => {
    await page.goto("/ms/contact-us");
    await page.getByRole("banner").getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      testContent("contact", "en").breadcrumbTitle,
    );
  });

  // The search's logic: once, on a phone.
  test(
    "searching “elaun” finds the allowance answer and opens it",
    PHONE_ONLY,
    async ({ page }) => {
      await page.goto("/ms/k-youth");
      await page
        .getByRole("banner")
        .getByRole("button", { name: search.button, exact: true })
        .click();
      const dialog = page.getByRole("dialog", { name: search.title });
      await dialog.getByRole("combobox", { name: search.inputLabel }).fill("elaun");
      const first = dialog.getByRole("option").first();
      await expect(first).toContainText(allowance?.title ?? "");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/ms\/k-youth#faq-allowance$/);
      const answer = page.locator("details", { has: page.getByText(allowance?.title ?? "") });
      await expect(answer).toHaveJSProperty("open", true);
    },
  );

  // The form's logic and words: once, on a phone.
  test("the contact form speaks Malay when something is missing", PHONE_ONLY, async ({ page }) => {
    await page.goto("/ms/contact-us");
    await page.getByRole("button", { name: contact.form.submit }).click();
    const summary = page.getByRole("alert").filter({ hasText: contact.form.errors.summaryTitle });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole("link", { name: contact.form.errors.fullname.required }),
    ).toBeVisible();
  });

  // The head: once.
  test("the head names both languages and the Malay share card", DESKTOP_ONLY, async ({ page }) => {
    await page.goto("/ms/k-youth");
    const origin = testContent("site", "ms").origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${origin}/ms/k-youth`,
    );
    for (const [hreflang, href] of [
      ["en-MY", "/k-youth"],
      ["ms-MY", "/ms/k-youth"],
      ["x-default", "/k-youth"],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        "href",
        `${origin}${href}`,
      );
    }
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ms_MY");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${origin}/share/ms/k-youth.png`,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(jsonLd).toContain('"inLanguage":"ms-MY"');
  });

  // An HTTP answer: once.
  test("the sitemap lists each page with its other language", DESKTOP_ONLY, async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://k-youth.example/ms/contact-us</loc>");
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="ms-MY" href="https://k-youth.example/ms/k-youth"/>',
    );
  });

  // Routing and the hash's handling: the same at every width, so once.
  test.describe("bad addresses end on a working page", DESKTOP_ONLY, () => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

    test("an unknown Malay path gets the Malay not-found page, which leads home", async ({
      page,
    }) => {
      const response = await page.goto("/ms/tiada-halaman-ini");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.notFound.title);
      await expect(page.locator("html")).toHaveAttribute("lang", "ms-MY");
      await expect(
        page.getByRole("banner").getByRole("link", { name: "English" }).first(),
      ).toHaveAttribute("href", "/k-youth");
      await page.getByRole("link", { name: ui.notFound.backHome }).click();
      await expect(page).toHaveURL(/\/ms\/k-youth$/);
    });

    test("a miscased address goes to the page it names", async ({ page }) => {
      await page.goto("/MS/K-Youth#faq-allowance");
      await expect(page).toHaveURL(/\/ms\/k-youth#faq-allowance$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ms-MY");
    });

    for (const hash of ["#faq-no-such-question", "#%E0%A4%A", `#${"x".repeat(500)}`]) {
      test(`a bad hash (${hash.slice(0, 20)}) leaves the page working`, async ({ page }) => {
        await page.goto(`/ms/k-youth${hash}`);
        await expect(page.getByRole("tab", { selected: true })).toHaveText(
          faq.tabs[0]?.label ?? "",
        );
      });
    }
  });
});
