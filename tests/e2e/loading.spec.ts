import { expect, test } from "./fixtures.ts";
import { VISITED_PAGES } from "./support/languages.ts";

test.describe("loading order", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same at every size");

  for (const { path, ui } of VISITED_PAGES.filter(
    (visited) => !visited.path.endsWith("no-such-page"),
  )) {
    test(`${path} carries its styles, fetches only its font before its first paint, and still comes alive`, async ({
      page,
      request,
      browser,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      // The font is fetched with the HTML, behind it: preloaded at low priority.
      expect(html).toMatch(
        /<link rel="preload" href="\/assets\/[\w.-]+\.woff2" as="font" type="font\/woff2" crossorigin="" fetchpriority="low">/,
      );
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
      // On a fast connection the font is in place for it, so no text is drawn twice.
      const timing = await page.evaluate(() => {
        const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const ofType = (extension: string) =>
          resources.filter((entry) => new URL(entry.name).pathname.endsWith(extension));
        return {
          painted,
          firstScript: Math.min(...ofType(".js").map((entry) => entry.startTime)),
          fontDone: Math.max(...ofType(".woff2").map((entry) => entry.responseEnd)),
        };
      });
      expect(timing.painted).toBeDefined();
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.painted ?? Infinity);
      expect(timing.fontDone).toBeLessThanOrEqual(timing.painted ?? 0);
      // The header's menu button only works once the app has hydrated from its module script.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: ui.header.openMenu }).click();
      await expect(page.getByRole("dialog", { name: ui.header.menuTitle })).toBeVisible();
    });
  }

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
