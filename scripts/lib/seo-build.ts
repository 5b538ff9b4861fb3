import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import sharp from "sharp";
import { BRAND_COLOURS, THEME_COLOUR } from "../../app/config/brand.ts";
import { ICONS, MANIFEST_PATH, SITEMAP_PATH, shareCardPath } from "../../app/config/seo.ts";
import type { PageMeta, SiteContent } from "../../app/content/schema.ts";
import { siteHost } from "../../app/lib/page-meta.ts";
import { HOME_PATH } from "../../app/site-manifest.ts";
import { renderShareCard } from "./share-card.ts";

/**
 * The files that make the site findable and shareable, written after prerendering and before the
 * hosting files (whose CSP hashes are computed from the final HTML): share cards, PNG icons from
 * the SVG favicon, the web app manifest, sitemap.xml and robots.txt.
 */

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

export interface ShareCardSource {
  /** The card's file name (`/share/<id>.png`), the `cardId` the route passes to pageMeta. */
  id: string;
  meta: PageMeta;
}

export interface SeoBuildOptions {
  clientDir: string;
  site: SiteContent;
  cards: readonly ShareCardSource[];
  /** The sitemap's lastmod. */
  buildDate: Date;
}

/** The build's date: SOURCE_DATE_EPOCH when set (reproducible builds), otherwise now. */
export function buildDateFromEnv(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
}

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export interface PageFacts {
  /** Site path of the file as served: `/k-youth` for k-youth/index.html, `/404.html`. */
  path: string;
  canonical?: string;
  noindex: boolean;
  /** Every image URL the page hands to link previews (og:image, twitter:image). */
  shareImages: string[];
}

export function pageFacts(path: string, html: string): PageFacts {
  const facts: PageFacts = { path, noindex: false, shareImages: [] };
  for (const element of elements(parse(html))) {
    if (element.tagName === "link" && attribute(element, "rel") === "canonical") {
      facts.canonical = attribute(element, "href");
    }
    if (element.tagName !== "meta") continue;
    const key = attribute(element, "property") ?? attribute(element, "name");
    const content = attribute(element, "content") ?? "";
    if (key === "robots" && /\bnoindex\b/.test(content)) facts.noindex = true;
    if (key === "og:image" || key === "twitter:image") facts.shareImages.push(content);
  }
  return facts;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function servedPath(clientDir: string, file: string): string {
  const path = `/${relative(clientDir, file).split(sep).join("/")}`;
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) || "/" : path;
}

export async function scanPages(clientDir: string): Promise<PageFacts[]> {
  return Promise.all(
    (await htmlFiles(clientDir)).map(async (file) =>
      pageFacts(servedPath(clientDir, file), await readFile(file, "utf8")),
    ),
  );
}

/**
 * The pages search engines should index: no noindex, and a canonical link naming the page itself
 * on the site's origin (anything else is a build error, not a silent omission).
 */
export function indexablePages(pages: readonly PageFacts[], site: SiteContent): PageFacts[] {
  const indexable = pages.filter((page) => !page.noindex);
  for (const page of indexable) {
    if (page.canonical !== `${site.origin}${page.path}`) {
      throw new Error(
        `${page.path}: an indexable page needs <link rel="canonical" href="${site.origin}${page.path}">, found ${page.canonical ?? "none"}`,
      );
    }
  }
  return indexable;
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

export function sitemapXml(urls: readonly string[], lastmod: Date): string {
  const day = lastmod.toISOString().slice(0, 10);
  const entries = urls
    .map(
      (url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n    <lastmod>${day}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(site: Pick<SiteContent, "origin">): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}${SITEMAP_PATH}\n`;
}

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: "browser";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

export function webManifest(site: SiteContent): WebManifest {
  const png = (icon: { path: string; size: number }, purpose?: string) => ({
    src: icon.path,
    sizes: `${icon.size}x${icon.size}`,
    type: "image/png",
    ...(purpose && { purpose }),
  });
  return {
    name: site.programme.name,
    short_name: site.programme.shortName,
    description: site.programme.description,
    lang: site.language,
    start_url: HOME_PATH,
    scope: "/",
    // A website, not an app: installed, it opens in the browser with its address bar.
    display: "browser",
    theme_color: THEME_COLOUR,
    background_color: BRAND_COLOURS.surface,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      png(ICONS.png192),
      png(ICONS.png512),
      png(ICONS.maskable512, "maskable"),
    ],
  };
}

async function writeIcons(clientDir: string, faviconSvg: Buffer): Promise<void> {
  const render = (size: number) =>
    // The favicon is a 48-unit drawing: rasterise at the target size, not upscaled.
    sharp(faviconSvg, { density: (72 * size) / 48 }).resize(size, size);
  const out = async (path: string) => {
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    return file;
  };
  for (const icon of [ICONS.png32, ICONS.png192, ICONS.png512]) {
    await render(icon.size)
      .png()
      .toFile(await out(icon.path));
  }
  // iOS rounds the corners itself and shows transparency as black: fill with the brand colour.
  await render(ICONS.appleTouch.size)
    .flatten({ background: BRAND_COLOURS.brand })
    .png()
    .toFile(await out(ICONS.appleTouch.path));
  // Maskable: the mark at 80 % on a full-bleed brand square, so any launcher shape keeps it whole.
  const maskable = ICONS.maskable512.size;
  const inner = Math.round(maskable * 0.8);
  await sharp({
    create: { width: maskable, height: maskable, channels: 4, background: BRAND_COLOURS.brand },
  })
    .composite([{ input: await render(inner).png().toBuffer(), gravity: "centre" }])
    .png()
    .toFile(await out(ICONS.maskable512.path));
}

/** Every share image a page names must be a file of this build, addressed on the site origin. */
async function checkShareImages(
  clientDir: string,
  pages: readonly PageFacts[],
  site: SiteContent,
): Promise<void> {
  for (const page of pages) {
    for (const url of page.shareImages) {
      if (!url.startsWith(`${site.origin}/`)) {
        throw new Error(
          `${page.path}: share image ${url} is not an absolute URL on ${site.origin}`,
        );
      }
      const file = join(clientDir, url.slice(site.origin.length));
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) {
        throw new Error(`${page.path}: share image ${url} was not generated (no ${file})`);
      }
    }
  }
}

export interface SeoBuildReport {
  cards: number;
  sitemapUrls: string[];
}

export async function writeSeoFiles({
  clientDir,
  site,
  cards,
  buildDate,
}: SeoBuildOptions): Promise<SeoBuildReport> {
  const faviconSvg = await readFile(join(clientDir, "favicon.svg"));
  await mkdir(join(clientDir, shareCardPath("x").replace(/\/[^/]*$/, "")), { recursive: true });
  await Promise.all(
    cards.map((card) =>
      renderShareCard(
        {
          heading: card.meta.shareHeading,
          programme: site.programme.name,
          shortName: site.programme.shortName,
          host: siteHost(site),
        },
        faviconSvg.toString("utf8"),
        join(clientDir, shareCardPath(card.id)),
      ),
    ),
  );
  await writeIcons(clientDir, faviconSvg);
  await writeFile(
    join(clientDir, MANIFEST_PATH),
    `${JSON.stringify(webManifest(site), null, 2)}\n`,
  );

  const pages = await scanPages(clientDir);
  await checkShareImages(clientDir, pages, site);
  const sitemapUrls = indexablePages(pages, site).map((page) => `${site.origin}${page.path}`);
  await writeFile(join(clientDir, SITEMAP_PATH), sitemapXml(sitemapUrls, buildDate));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(site));
  return { cards: cards.length, sitemapUrls };
}
