import { expect, test } from "./fixtures.ts";
import { VISITED_PAGES } from "./support/languages.ts";

test.describe("loading order", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same at every size");

  for (const { path, ui } of VISITED_PAGES.filter(
    (visited) => !visited.path.endsWith("no-such-page"),
  )) {
    test(`${path} carries its styles and fetches nothing before its first paint, and still comes alive`, async ({
      page,
      request,
      browser,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);
      // React Router's bootstrap imports nothing until the page has painted.
      expect(html).not.toMatch(/<script type="module"[^>]*>\s*import /);
      // The styles are in the page, before any script; React Router's links to them are disabled.
      const style = html.indexOf("<style>");
      expect(style).toBeGreaterThan(-1);
      expect(style).toBeLessThan(html.indexOf("<script"));
      expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/?>/);

      // What the first paint needs is what the page needs without its scripts: no stylesheet.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const plainPage = await plain.newPage();
      const fetchedStyles: string[] = [];
      plainPage.on("request", (sent) => {
        if (sent.resourceType() === "stylesheet") fetchedStyles.push(sent.url());
      });
      await plainPage.goto(path);
      expect(fetchedStyles).toEqual([]);
      // Styled all the same: the header bar's white comes from the page's CSS.
      await expect(plainPage.locator("header > div").first()).toHaveCSS(
        "background-color",
        "rgb(255, 255, 255)",
      );
      await plain.close();

      await page.goto(path);
      // Its scripts are requested only after the first contentful paint.
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        firstScript: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(timing.painted).toBeDefined();
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.painted ?? Infinity);
      // The header's menu button only works once the app has hydrated from its module script.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: ui.header.openMenu }).click();
      await expect(page.getByRole("dialog", { name: ui.header.menuTitle })).toBeVisible();
    });
  }

  test("a font that arrives late is not swapped in, so no text moves on a page being read", async ({
    page,
  }) => {
    // At this width the statement's first screen takes another line in the web font than in
    // the fallback; a font swapped in after the first paint would push the page down.
    await page.setViewportSize({ width: 412, height: 823 });
    let releaseFont = () => {};
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await fontHeld;
      await route.continue();
    });
    const blocks = () =>
      page
        .locator("main p, main h1, main h2, main li")
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().y));
    // The load event would wait for the held font.
    await page.goto("/accessibility", { waitUntil: "domcontentloaded" });
    // Past the font's 100 ms block period: the page is drawn, in the fallback face.
    await page.waitForTimeout(300);
    const before = await blocks();
    releaseFont();
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (face) => face.family.includes("Jakarta") && face.status === "loaded",
      ),
    );
    expect(await blocks()).toEqual(before);
  });

  test("the FAQ, the programme page's last and largest section, is drawn only as a visitor nears it", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    const faqHeading = page.getByRole("heading", { name: "Frequently Asked Questions" });
    // Skipped at load: its text is in the page, but the browser has not laid it out.
    const drawn = () =>
      faqHeading.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    await faqHeading.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
  });

  test("a client-side trip to another page brings its styles and its structured data", async ({
    page,
  }) => {
    const graphTypes = async () =>
      page.evaluate(() =>
        (
          JSON.parse(
            document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
          ) as { "@graph"?: { "@type": string }[] }
        )["@graph"]?.map((node) => node["@type"]),
      );
    await page.goto("/k-youth");
    // Hydration keeps the prerendered JSON-LD as it is.
    expect(await graphTypes()).toContain("FAQPage");
    await page.getByRole("contentinfo").getByRole("link", { name: "Send us a message" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect.poll(graphTypes).not.toContain("FAQPage");
    expect(await graphTypes()).toEqual(["Organization", "WebSite", "BreadcrumbList"]);
    // The form's card is styled by the contact page's own stylesheet, which /k-youth lacks.
    await expect(page.getByRole("region", { name: "Send us a message" })).toHaveCSS(
      "display",
      "grid",
    );
  });
});
