import type { Page } from "@playwright/test";
import { testContent } from "#app/test/content.ts";
import { expect, test } from "./fixtures.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";
import { navigationLabel } from "./support/content.ts";

/** Every page a link can lead to (the not-found page has no address of its own to follow). */
const PAGES = VISITED_PAGES.filter((visited) => !visited.path.endsWith("no-such-page")).map(
  (visited) => visited.path,
);

/** What the visitor sees of a page, as computed styles of its first elements, and its JSON-LD. */
function pageLook(page: Page) {
  return page.evaluate(() => {
    const properties = [
      "display",
      "position",
      "font-size",
      "font-weight",
      "color",
      "background-color",
      "margin-top",
      "padding-left",
      "grid-template-columns",
    ];
    const elements = [...document.querySelectorAll("header *, main *, footer *")].slice(0, 300);
    const styles = elements.map((element) => {
      const computed = getComputedStyle(element);
      return `${element.tagName} ${properties.map((name) => computed.getPropertyValue(name)).join(" ")}`;
    });
    const graph = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    ) as { "@graph"?: { "@type": string }[] };
    return { styles, structuredData: graph["@graph"]?.map((node) => node["@type"]) };
  });
}

/**
 * Watches the next client-side move: every frame in which the new page's heading is in the
 * document, whether it already has its final size; and any link for styles added to the head.
 */
function watchTheMove(page: Page, heading: string, fontSize: string) {
  return page.evaluate(
    ([text, size]) => {
      const record = { framesUnstyled: 0, framesSeen: 0, linksAdded: [] as string[] };
      new MutationObserver((mutations) => {
        for (const added of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
          const forStyles =
            added instanceof HTMLLinkElement &&
            (added.rel === "stylesheet" || (added.rel === "preload" && added.as === "style"));
          if (forStyles) record.linksAdded.push(added.href);
        }
      }).observe(document.head, { childList: true });
      const sample = () => {
        const h1 = document.querySelector("h1");
        if (h1?.textContent === text) {
          record.framesSeen += 1;
          if (getComputedStyle(h1).fontSize !== size) record.framesUnstyled += 1;
        }
        if (record.framesSeen < 3) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      (window as unknown as { __move: typeof record }).__move = record;
    },
    [heading, fontSize] as const,
  );
}

interface FreshLoads {
  expected: Map<string, Awaited<ReturnType<typeof pageLook>>>;
  headings: Map<string, { text: string; fontSize: string }>;
}

/** Taken once per worker: the same for every page moved from. */
let freshLoadsOfWorker: FreshLoads | undefined;

/** Each page as a fresh load shows it: the reference for a move to it. */
async function freshLoads(page: Page): Promise<FreshLoads> {
  if (freshLoadsOfWorker) return freshLoadsOfWorker;
  const loads: FreshLoads = { expected: new Map(), headings: new Map() };
  for (const to of PAGES) {
    await page.goto(to);
    loads.expected.set(to, await pageLook(page));
    const h1 = page.getByRole("heading", { level: 1 });
    loads.headings.set(to, {
      text: (await h1.textContent()) ?? "",
      fontSize: await h1.evaluate((element) => getComputedStyle(element).fontSize),
    });
  }
  freshLoadsOfWorker = loads;
  return loads;
}

// The styles are the same at every size.
test.describe("moving from page to page in the browser", DESKTOP_ONLY, () => {
  test.describe.configure({ timeout: 180_000 });

  for (const from of PAGES) {
    test(`from ${from}, every other page arrives styled, with its structured data, and nothing fetched for its styles`, async ({
      page,
    }) => {
      // No transition caught half-way, no hover state where the pointer happens to be.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.mouse.move(0, 0);
      const { expected, headings } = await freshLoads(page);

      const stylesheets: string[] = [];
      page.on("request", (sent) => {
        if (sent.resourceType() === "stylesheet") stylesheets.push(sent.url());
      });
      for (const to of PAGES.filter((path) => path !== from)) {
        await page.goto(from);
        const heading = headings.get(to) ?? { text: "", fontSize: "" };
        await watchTheMove(page, heading.text, heading.fontSize);
        // What a <Link> does when followed: a navigation inside the running app.
        await page.evaluate(async (path) => {
          await (
            window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
          ).__reactRouterDataRouter.navigate(path);
        }, to);
        await expect(page).toHaveURL(new RegExp(`${to}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading.text);
        await expect
          .poll(() =>
            page.evaluate(
              () => (window as unknown as { __move: { framesSeen: number } }).__move.framesSeen,
            ),
          )
          .toBeGreaterThanOrEqual(3);
        const move = await page.evaluate(
          () =>
            (window as unknown as { __move: { framesUnstyled: number; linksAdded: string[] } })
              .__move,
        );
        expect(move, `${from} -> ${to}`).toEqual({
          framesUnstyled: 0,
          framesSeen: 3,
          linksAdded: [],
        });
        expect(await pageLook(page), `${from} -> ${to}`).toEqual(expected.get(to));
      }
      expect(stylesheets).toEqual([]);
    });
  }

  test("following links from page to page keeps every page styled", async ({ page }) => {
    await page.goto("/accessibility");
    const loadedDirectly = await pageLook(page);
    await page.goto("/k-youth");
    const header = page.getByRole("banner");
    await header
      .getByRole("link", { name: navigationLabel("contact") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await header
      .getByRole("link", { name: navigationLabel("programme") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/k-youth$/);
    await page
      .getByRole("link", { name: testContent("programme").banner.checkEligibility })
      .first()
      .click();
    await expect(page).toHaveURL(/\/k-youth\/eligibility$/);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: testContent("ui").footer.accessibility })
      .click();
    await expect(page).toHaveURL(/\/accessibility$/);
    // The header follows the scroll back to the top a frame after the move: wait for it.
    await expect.poll(() => pageLook(page)).toEqual(loadedDirectly);
  });
});
