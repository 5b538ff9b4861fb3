import type { Page } from "@playwright/test";
import { loadContent } from "#app/content/content-files.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { SLOW_NETWORK } from "#scripts/lib/slow-phone.ts";
import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

// The HTML is the same at every size.
test.describe("loading order", DESKTOP_ONLY, () => {
  for (const { path } of VISITED_PAGES.filter(
    (visited) => !visited.path.endsWith("no-such-page"),
  )) {
    test(`${path} carries its styles and fetches nothing but its font before its first paint, and still comes alive`, async ({
      page,
      request,
      browser,
    }) => {
      const html = await (await request.get(path)).text();
      // Nothing in the markup asks for a file before the paint: no stylesheet link (disabled or
      // not), no preload of any kind, and React Router's bootstrap imports nothing until then.
      expect(html).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload|preload)"/);
      expect(html).not.toMatch(/<script type="module"[^>]*>\s*import /);
      // The site's styles are in the page, before any script.
      const style = html.indexOf("<style data-site-styles");
      expect(style).toBeGreaterThan(-1);
      expect(style).toBeLessThan(html.indexOf("<script"));

      // Without scripts the page is styled all the same and fetches no stylesheet.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const plainPage = await plain.newPage();
      const fetchedStyles: string[] = [];
      plainPage.on("request", (sent) => {
        if (sent.resourceType() === "stylesheet") fetchedStyles.push(sent.url());
      });
      await plainPage.goto(path);
      expect(fetchedStyles).toEqual([]);
      // The header bar's white comes from the site's CSS.
      await expect(plainPage.locator("header > div").first()).toHaveCSS(
        "background-color",
        "rgb(255, 255, 255)",
      );
      await plain.close();

      // With scripts, everything but the web font that the text itself calls for (drawn
      // `font-display: optional`, so the paint never waits for it) starts after the first paint.
      const stylesheets: string[] = [];
      page.on("request", (sent) => {
        if (sent.resourceType() === "stylesheet") stylesheets.push(sent.url());
      });
      await page.goto(path);
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        requests: performance
          .getEntriesByType("resource")
          .filter((entry) => entry instanceof PerformanceResourceTiming)
          // Not the browser's own requests, such as the favicon.
          .filter((entry) => entry.initiatorType !== "other")
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timing.painted).toBeDefined();
      const beforePaint = timing.requests.filter(
        (entry) => entry.start < (timing.painted ?? 0) && !entry.path.endsWith(".woff2"),
      );
      expect(beforePaint).toEqual([]);
      expect(timing.requests.some((entry) => entry.path.endsWith(".js"))).toBe(true);
      expect(stylesheets).toEqual([]);
      // Alive: the app hydrated (the fixture's `goto` waits for it) with no error (the fixture).
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
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

  test("while the web font is still loading, scripts start only once its block period is over", async ({
    page,
  }) => {
    // A first paint can be the logo alone while the text waits for the font; scripts requested
    // then would compete with the text's own paint.
    await page.route(/\.woff2$/, () => {});
    await page.goto("/k-youth", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    }));
    // `font-display: optional` hides text for at most 100 ms.
    expect(firstScript - firstPaint).toBeGreaterThanOrEqual(100);
  });

  test("the programme page leaves the widgets below its first screen still until a visitor nears them", async ({
    page,
  }) => {
    // Their work (the carousel's measuring, the partner row's copy, a Share per FAQ question)
    // made the long tasks that held back a slow phone's first taps while the page hydrated.
    const programme = loadContent("en", "programme");
    const faq = loadContent("en", "faq");
    const carouselEngine: string[] = [];
    page.on("request", (sent) => {
      if (/carousel-engine/.test(new URL(sent.url()).pathname)) carouselEngine.push(sent.url());
    });
    await page.goto("/k-youth");
    const stillPartners = page.getByRole("region", { name: programme.partners.logosLabel });
    const firstQuestion = faq.tabs[0]?.items[0]?.title ?? "";
    const faqShares = page.getByRole("button", {
      name: formatMessage(faq.shareItemLabel, { question: firstQuestion }),
    });
    // Hydrated (the fixture waits for it) and given time to do anything it would do unasked.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    await expect(stillPartners).toBeAttached();
    await expect(faqShares).toHaveCount(0);
    expect(carouselEngine).toEqual([]);

    await page
      .getByRole("region", { name: programme.testimonials.carouselLabel })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => carouselEngine.length).toBeGreaterThan(0);
    await stillPartners.scrollIntoViewIfNeeded();
    await expect(stillPartners).not.toBeAttached();
    await page.getByRole("heading", { name: faq.heading }).scrollIntoViewIfNeeded();
    await expect(faqShares).toBeVisible();
  });
});

// The HTML is the same at every size.
test.describe("hydration in units", DESKTOP_ONLY, () => {
  // The not-found pages answer 404, which the browser logs.
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  for (const { path } of VISITED_PAGES) {
    test(`${path} is hydrated part by part where it was prerendered, never drawn again`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      // Each hydration unit is a boundary in place: nothing moved to the end of the page behind
      // an inline script that would put it back (React's outlined boundaries).
      expect(html).toContain("<!--$-->");
      expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
      // The elements a visitor sees before hydration are the ones React adopts: a mismatch
      // would draw the page again with new ones.
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as { prerendered: Element[] }).prerendered = [
            ...document.querySelectorAll("header, main > *, main section, footer"),
          ];
        });
      });
      await page.goto(path);
      const kept = await page.evaluate(() => {
        const { prerendered } = window as unknown as { prerendered: Element[] };
        return prerendered.length > 0 && prerendered.every((element) => element.isConnected);
      });
      expect(kept).toBe(true);
    });
  }
});

// The HTML is the same at every size.
test.describe("a web font over a slow connection", DESKTOP_ONLY, () => {
  /** Where each font file the page holds came from: its styles ("css") or the page's fetch. */
  const fontRequests = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".woff2"))
        .map((entry) => {
          const { initiatorType, transferSize } = entry as PerformanceResourceTiming;
          return { initiatorType, fromCache: transferSize === 0 };
        }),
    );
  const webFontLoaded = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.includes("Jakarta Sans Variable") && face.status === "loaded",
      ),
    );

  test("is left out of a first page it could not reach in time, fetched once the page is alive, and drawn on the next", async ({
    page,
  }) => {
    // Round trips longer than the font's block period; the bandwidth does not matter here.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      ...SLOW_NETWORK,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.goto("/accessibility");
    // Nothing asked for the font while the page loaded: its only request is the one for later.
    await expect
      .poll(() => fontRequests(page))
      .toEqual([{ initiatorType: "fetch", fromCache: false }]);
    expect(await webFontLoaded(page)).toBe(false);

    await page.goto("/k-youth");
    await expect.poll(() => webFontLoaded(page)).toBe(true);
    expect(await fontRequests(page)).toEqual([{ initiatorType: "css", fromCache: true }]);
  });

  test("is asked for by the page's styles over a connection that can bring it in time", async ({
    page,
  }) => {
    await page.goto("/accessibility");
    await expect.poll(() => webFontLoaded(page)).toBe(true);
    expect((await fontRequests(page)).map(({ initiatorType }) => initiatorType)).toEqual(["css"]);
  });
});
