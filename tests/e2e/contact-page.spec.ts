import { expect, expectNoAxeViolations, test, waitForPageSettled } from "./fixtures.ts";
import { testContent } from "#app/test/content.ts";
import { paragraphsIn } from "./support/content.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

test.describe("contact page", () => {
  test("shows the four ways to reach the team", async ({ page }) => {
    const { cards: texts } = testContent("contact");
    const { contact } = testContent("site");
    await page.goto("/contact-us");
    const cards = page.getByRole("list", { name: texts.label });
    await expect(cards.getByRole("listitem")).toHaveCount(4);
    await expect(cards.getByRole("heading")).toHaveText([
      texts.website,
      texts.phone,
      texts.email,
      texts.location,
    ]);
    const website = cards
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: texts.website, exact: true }) })
      .getByRole("link");
    await expect(website).toContainText(contact.website.label);
    await expect(website).toHaveAttribute("href", contact.website.url);
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    await expect(cards.getByRole("link", { name: contact.phone.display })).toHaveAttribute(
      "href",
      `tel:${contact.phone.tel}`,
    );
    await expect(cards.getByRole("link", { name: contact.email.address })).toHaveAttribute(
      "href",
      `mailto:${contact.email.address}`,
    );
    for (const line of contact.address.lines) {
      await expect(cards.getByRole("listitem").last()).toContainText(line);
    }
  });

  for (const [path, language, law] of [
    ["/contact-us", "en", "Personal Data Protection Act 2010 (Act 709)"],
    ["/ms/contact-us", "ms", "Akta Perlindungan Data Peribadi 2010 (Akta 709)"],
  ] as const) {
    // Words: once.
    test(
      `${path}: the privacy notice names the law, the visitor's rights and whom to ask`,
      DESKTOP_ONLY,
      async ({ page }) => {
        const { privacy } = testContent("contact", language);
        await page.goto(path);
        const notice = page.getByRole("complementary", { name: privacy.heading });
        await expect(notice).toContainText(law);
        // Every paragraph of the content's notice (what, why, the law, who, the rights, whom to ask).
        const paragraphs = paragraphsIn(privacy.body);
        expect(paragraphs.length).toBeGreaterThan(4);
        for (const paragraph of paragraphs) await expect(notice).toContainText(paragraph);
        // What the programme has not confirmed yet (the retention period) is shown as a sample.
        await expect(notice).toContainText(testContent("ui", language).sample);
      },
    );
  }

  // The map's address: once.
  test("the Malay page's map speaks Malay", DESKTOP_ONLY, async ({ page }) => {
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Peta</title>" }),
    );
    await page.goto("/ms/contact-us");
    const { map } = testContent("contact", "ms");
    await page.getByRole("button", { name: map.show }).click();
    await expect(page.locator(`iframe[title="${map.iframeTitle}"]`)).toHaveAttribute(
      "src",
      /^https:\/\/www\.google\.com\/maps\?.*&hl=ms$/,
    );
  });

  test("nothing from a third party loads until the visitor asks for the map", async ({ page }) => {
    const { map: texts } = testContent("contact");
    const { address } = testContent("site").contact;
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== "127.0.0.1" && hostname !== "localhost") thirdParty.push(request.url());
    });
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Map</title><p>Map</p>",
      }),
    );
    await page.goto("/contact-us");
    await waitForPageSettled(page);
    expect(thirdParty).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    const map = page.getByRole("region", { name: texts.heading });
    await expect(map.getByRole("link", { name: texts.openInMaps })).toHaveAttribute(
      "href",
      address.mapUrl,
    );
    for (const line of address.lines) await expect(map).toContainText(line);

    await map.getByRole("button", { name: texts.show }).click();
    const frame = map.locator(`iframe[title="${texts.iframeTitle}"]`);
    await expect(frame).toBeVisible();
    await expect(frame).toBeFocused();
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?.*&hl=en$/);
    await expect(frame.contentFrame().getByText("Map")).toBeVisible();
    expect(thirdParty).toHaveLength(1);
    expect(thirdParty[0]).toMatch(/^https:\/\/www\.google\.com\/maps\?.*output=embed/);
    await expect(map.getByRole("button", { name: texts.show })).toHaveCount(0);
    await expectNoAxeViolations(page, "contact page with the map open");
  });
});

test.describe("contact page with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("says how to reach the team by email and phone instead of showing a dead form", async ({
    page,
  }) => {
    const { form, map, privacy } = testContent("contact");
    const { contact } = testContent("site");
    await page.goto("/contact-us");
    await expect(page.getByRole("form", { name: form.heading })).toBeHidden();
    const main = page.getByRole("main");
    // Playwright's text engine skips <noscript>, which the browser renders with scripts off.
    await expect(main.locator("noscript p").first()).toHaveText(form.noScript);
    await expect(main.locator("noscript p").first()).toBeVisible();
    await expect(
      main.getByRole("link", { name: contact.email.address }).filter({ visible: true }),
    ).toHaveCount(2);
    await expect(
      main.getByRole("link", { name: contact.phone.display }).filter({ visible: true }),
    ).toHaveCount(2);
    await expect(main.getByRole("button", { name: map.show })).toBeHidden();
    await expect(main.getByRole("link", { name: map.openInMaps })).toBeVisible();
    await expect(main.getByRole("heading", { name: privacy.heading })).toBeVisible();
  });
});
