import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { testContent } from "#app/test/content.ts";
import { plainText } from "#app/content/rich-text.ts";
import { DESCRIBED_INTAKE } from "./support/intake.ts";
import { schemaOrgProblems } from "#app/test/schema-org.ts";
import { LANGUAGES, localizedPages } from "#app/site-manifest.ts";
import { languageAlternates } from "#app/lib/page-meta.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

/**
 * Findability: what search engines, link previews and assistants read. Most checks read the
 * served HTML and files (no browser needed, so they run once, in the desktop project); the FAQ,
 * heading and landmark checks read the rendered page.
 */

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

const ORIGIN = "https://k-youth.example";
const INDEXABLE = localizedPages.filter(({ page }) => page.indexed).map(({ path }) => path);
const PAGES = VISITED_PAGES.map(({ path }) => path);
const languageOf = (path: string) => (path.startsWith("/ms/") ? "ms" : "en");

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
}
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => ("value" in child ? child.value : "tagName" in child ? textOf(child) : ""))
    .join("");

interface Head {
  title: string;
  meta: Map<string, string>;
  canonical?: string;
  jsonLd: unknown[];
  links: { rel: string; href: string }[];
}

function readHead(html: string): Head {
  const head: Head = { title: "", meta: new Map(), jsonLd: [], links: [] };
  for (const element of elements(parse(html))) {
    if (element.tagName === "title") head.title = textOf(element);
    if (element.tagName === "meta") {
      const key = attribute(element, "property") ?? attribute(element, "name");
      if (key) head.meta.set(key, attribute(element, "content") ?? "");
    }
    if (element.tagName === "link") {
      const link = { rel: attribute(element, "rel") ?? "", href: attribute(element, "href") ?? "" };
      head.links.push(link);
      if (link.rel === "canonical") head.canonical = link.href;
    }
    if (element.tagName === "script" && attribute(element, "type") === "application/ld+json") {
      head.jsonLd.push(JSON.parse(textOf(element)));
    }
  }
  return head;
}

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  return readHead(await (await request.get(path)).text());
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type JsonObject = Record<string, unknown>;
function graphNodes(head: Head): JsonObject[] {
  return head.jsonLd.flatMap((block) => {
    const graph = (block as JsonObject)["@graph"];
    return (Array.isArray(graph) ? graph : [block]) as JsonObject[];
  });
}

// Reads files, not the rendered page: once is enough.
test.describe("findability: served files", DESKTOP_ONLY, () => {
  test("titles and descriptions are unique and within search-result lengths", async ({
    request,
  }) => {
    const heads = await Promise.all(PAGES.map((path) => headOf(request, path)));
    const titles = heads.map((head) => head.title);
    const descriptions = heads.map((head) => head.meta.get("description") ?? "");
    expect(new Set(titles).size).toBe(PAGES.length);
    expect(new Set(descriptions).size).toBe(PAGES.length);
    for (const [index, path] of PAGES.entries()) {
      expect(titles[index]?.length, `${path} title`).toBeGreaterThan(0);
      expect(titles[index]?.length, `${path} title`).toBeLessThanOrEqual(60);
      expect(descriptions[index]?.length, `${path} description`).toBeGreaterThanOrEqual(70);
      expect(descriptions[index]?.length, `${path} description`).toBeLessThanOrEqual(160);
    }
  });

  test("indexable pages have an absolute canonical URL on the site origin; the others noindex", async ({
    request,
  }) => {
    for (const path of INDEXABLE) {
      const head = await headOf(request, path);
      expect(head.canonical, path).toBe(`${ORIGIN}${path}`);
      expect(head.meta.has("robots"), path).toBe(false);
      expect(head.meta.get("og:url"), path).toBe(`${ORIGIN}${path}`);
    }
    for (const path of PAGES.filter((visited) => !INDEXABLE.includes(visited))) {
      expect((await headOf(request, path)).meta.get("robots"), path).toBe("noindex");
    }
    const redirect = readHead(readFileSync("build/client/index.html", "utf8"));
    expect(redirect.meta.get("robots")).toBe("noindex");
  });

  test("every page names its language, and an indexed page each of its languages", async ({
    request,
  }) => {
    // VISITED_PAGES is localizedPages as visitors reach them, in the same order.
    for (const [index, localized] of localizedPages.entries()) {
      const html = await (await request.get(VISITED_PAGES[index]?.path ?? "")).text();
      expect(/^<!DOCTYPE html><html lang="([^"]+)"/.exec(html)?.[1], localized.path).toBe(
        LANGUAGES[localized.language].tag,
      );
      const alternates = readHead(html).links.filter((link) => link.rel === "alternate");
      const expected = localized.page.indexed
        ? languageAlternates({ origin: ORIGIN }, localized).map(({ href }) => href)
        : [];
      expect(
        alternates.map((link) => link.href),
        localized.path,
      ).toEqual(expected);
    }
  });

  test("every page has Open Graph and Twitter tags with a 1200x630 PNG card by absolute URL", async ({
    request,
  }) => {
    const images = new Set<string>();
    for (const path of PAGES) {
      const { meta, title } = await headOf(request, path);
      expect(meta.get("og:type"), path).toBe("website");
      expect(meta.get("og:site_name"), path).toBe(
        testContent("site", languageOf(path)).programme.name,
      );
      expect(meta.get("og:locale"), path).toBe(path.startsWith("/ms/") ? "ms_MY" : "en_MY");
      expect(meta.get("og:title"), path).toBe(title);
      expect(meta.get("og:description"), path).toBe(meta.get("description"));
      expect(meta.get("twitter:card"), path).toBe("summary_large_image");
      expect(meta.get("twitter:title"), path).toBe(title);
      expect(meta.get("twitter:description"), path).toBe(meta.get("description"));
      expect(meta.get("theme-color"), path).toBe("#231f5c");
      const image = meta.get("og:image") ?? "";
      expect(image, path).toMatch(new RegExp(`^${ORIGIN}/share/(ms/)?[a-z-]+\\.png$`));
      expect(meta.get("twitter:image"), path).toBe(image);
      expect(meta.get("og:image:width"), path).toBe("1200");
      expect(meta.get("og:image:height"), path).toBe("630");
      expect(meta.get("og:image:type"), path).toBe("image/png");
      expect(meta.get("og:image:alt")?.length ?? 0, path).toBeGreaterThan(20);
      expect(meta.get("twitter:image:alt"), path).toBe(meta.get("og:image:alt"));
      images.add(image);
    }
    expect(images.size, "each page has its own card").toBe(PAGES.length);
    for (const image of images) {
      const response = await request.get(image.slice(ORIGIN.length));
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/png");
      expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
    }
  });

  test("JSON-LD parses and uses only schema.org types and properties", async ({ request }) => {
    for (const path of PAGES) {
      const head = await headOf(request, path);
      expect(head.jsonLd, path).toHaveLength(1);
      for (const block of head.jsonLd) {
        expect((block as JsonObject)["@context"], path).toBe("https://schema.org");
        expect(schemaOrgProblems(block), path).toEqual([]);
      }
      const types = graphNodes(head).map((node) => node["@type"]);
      expect(types, path).toEqual(
        expect.arrayContaining(["Organization", "WebSite", "BreadcrumbList"]),
      );
      // Every reference points at a node of the page.
      const ids = new Set(
        graphNodes(head)
          .map((node) => node["@id"])
          .filter(Boolean),
      );
      const references = JSON.stringify(head.jsonLd).match(/\{"@id":"[^"]+"\}/g) ?? [];
      for (const reference of references) {
        expect(ids.has((JSON.parse(reference) as { "@id": string })["@id"]), path).toBe(true);
      }
    }
  });

  test("breadcrumbs follow the pages' own trails", async ({ request }) => {
    const crumbs = async (path: string) =>
      (
        graphNodes(await headOf(request, path)).find((node) => node["@type"] === "BreadcrumbList")
          ?.itemListElement as JsonObject[]
      ).map((item) => [item.position, item.name, item.item]);
    const home = testContent("ui").home;
    expect(await crumbs("/k-youth")).toEqual([[1, home, `${ORIGIN}/k-youth`]]);
    expect(await crumbs("/contact-us")).toEqual([
      [1, home, `${ORIGIN}/k-youth`],
      [2, testContent("contact").breadcrumbTitle, `${ORIGIN}/contact-us`],
    ]);
    expect(await crumbs("/ms/contact-us")).toEqual([
      [1, testContent("ui", "ms").home, `${ORIGIN}/ms/k-youth`],
      [2, testContent("contact", "ms").breadcrumbTitle, `${ORIGIN}/ms/contact-us`],
    ]);
  });

  test("the programme is a WorkBasedProgram: 4 months, free, paid up to RM2,500 a month", async ({
    request,
  }) => {
    const programme = graphNodes(await headOf(request, "/k-youth")).find(
      (node) => node["@type"] === "WorkBasedProgram",
    );
    expect(programme).toMatchObject({
      name: testContent("site").programme.name,
      timeToComplete: "P4M",
      offers: { "@type": "Offer", price: 0, priceCurrency: "MYR" },
      trainingSalary: { "@type": "MonetaryAmountDistribution", currency: "MYR", duration: "P1M" },
      // Run by the organiser; the training partner gives the month of training, once confirmed
      // (a sample name is not published as a fact).
      provider: [
        { "@id": `${ORIGIN}/#organisation` },
        ...testContent("site")
          .organisations.filter((entry) => entry.role === "trainingPartner" && !entry.sample)
          .map((entry) => expect.objectContaining({ "@type": "Organization", name: entry.name })),
      ],
    });
    expect(programme?.occupationalCredentialAwarded).toBeTruthy();
    expect(programme?.programPrerequisites).toEqual(
      testContent("programme").programme2025.requirements.items.map(plainText),
    );
  });

  test("the programme is dated by its intake in Malaysia time: window, start and end", async ({
    request,
  }) => {
    // The page describes the intake open or next on its build day, or else the last one.
    const programme = graphNodes(await headOf(request, "/ms/k-youth")).find(
      (node) => node["@type"] === "WorkBasedProgram",
    );
    expect(programme).toMatchObject({
      applicationStartDate: DESCRIBED_INTAKE.applicationsOpen.date,
      applicationDeadline: DESCRIBED_INTAKE.applicationsClose.date,
      startDate: `${DESCRIBED_INTAKE.trainingStart.date}T00:00:00+08:00`,
      endDate: `${DESCRIBED_INTAKE.onTheJobTrainingEnd.date}T23:59:59+08:00`,
    });
  });

  test("sitemap.xml lists exactly the indexable pages with lastmod; robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(INDEXABLE.map((path) => `${ORIGIN}${path}`).sort());
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]);
    expect(lastmods).toHaveLength(INDEXABLE.length);
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(xml).not.toMatch(/404|<loc>https:\/\/k-youth\.example\/<\/loc>/);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, "m"));
  });

  test("each page links the icons and its language's manifest", async ({ request }) => {
    for (const path of PAGES) {
      const head = await headOf(request, path);
      const rels = head.links.map((link) => `${link.rel} ${link.href}`);
      expect(rels, path).toEqual(
        expect.arrayContaining([
          "icon /favicon.svg",
          "icon /icons/icon-32.png",
          "apple-touch-icon /apple-touch-icon.png",
          `manifest ${languageOf(path) === "ms" ? "/ms" : ""}/manifest.webmanifest`,
        ]),
      );
    }
  });

  test("each language's manifest speaks it and opens on its home page", async ({ request }) => {
    for (const [path, language, home] of [
      ["/manifest.webmanifest", "en", "/k-youth"],
      ["/ms/manifest.webmanifest", "ms", "/ms/k-youth"],
    ] as const) {
      const manifest = (await (await request.get(path)).json()) as Record<string, unknown>;
      expect(manifest, path).toMatchObject({
        name: testContent("site", language).programme.name,
        lang: LANGUAGES[language].tag,
        start_url: home,
        display: "browser",
      });
    }
  });

  test("the manifest's icons exist with their sizes", async ({ request }) => {
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: testContent("site").programme.name,
      short_name: testContent("site").programme.shortName,
      start_url: "/k-youth",
      theme_color: "#231f5c",
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const pngIcons = [
      ...manifest.icons.filter((icon) => icon.type === "image/png"),
      { src: "/icons/icon-32.png", sizes: "32x32" },
      { src: "/apple-touch-icon.png", sizes: "180x180" },
    ];
    expect(pngIcons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    for (const icon of pngIcons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});

test.describe("findability: rendered pages", () => {
  test("the FAQPage JSON-LD holds every question the page shows, with the same words", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    const head = readHead(await page.content());
    const faqPage = graphNodes(head).find((node) => node["@type"] === "FAQPage");
    const questions = (faqPage?.mainEntity ?? []) as {
      name: string;
      url: string;
      acceptedAnswer: { text: string };
    }[];

    const shown = await page.locator("#faq details").evaluateAll((items) =>
      items.map((details) => {
        const answer = details.querySelector(".prose")?.cloneNode(true) as HTMLElement | undefined;
        for (const hidden of answer?.querySelectorAll(".visually-hidden") ?? []) hidden.remove();
        const normalise = (text: string | null | undefined) =>
          (text ?? "").replace(/\s+/g, " ").trim();
        return {
          id: details.id,
          question: normalise(details.querySelector("summary")?.textContent),
          answer: normalise(answer?.textContent),
        };
      }),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(questions).toHaveLength(shown.length);
    for (const item of shown) {
      const question = questions.find((entry) => entry.url === `${ORIGIN}/k-youth#${item.id}`);
      expect(question, item.id).toBeDefined();
      expect(question?.name, item.id).toBe(item.question);
      expect(question?.acceptedAnswer.text, item.id).toBe(item.answer);
    }
  });

  test.describe("headings and landmarks", () => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });
    for (const path of PAGES) {
      test(`${path}: one h1, no skipped levels, named navigation, main, header and footer`, async ({
        page,
      }) => {
        await page.goto(path);
        const levels = await page
          .locator("h1, h2, h3, h4, h5, h6")
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        let previous = 1;
        for (const level of levels) {
          expect(level, `heading levels ${levels.join(",")}`).toBeLessThanOrEqual(previous + 1);
          previous = level;
        }
        await expect(page.locator("body > header, body header").first()).toBeAttached();
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toHaveCount(1);
        const navigations = page.locator("nav");
        for (const nav of await navigations.all()) {
          const named = await nav.evaluate(
            (element) =>
              Boolean(element.getAttribute("aria-label")) ||
              Boolean(element.getAttribute("aria-labelledby")),
          );
          expect(named, "every nav has a name").toBe(true);
        }
      });
    }
  });
});
