import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { ICONS, MANIFEST_PATH, SITEMAP_PATH, shareCardPath } from "../../app/config/seo.ts";
import type { PageMeta, SiteContent } from "../../app/content/schema.ts";
import { siteHost } from "../../app/lib/page-meta.ts";
import { HOME_PATH, type PageEntry, pageEntries } from "../../app/site-manifest.ts";
import { type BrandColours, readBrandColours } from "./brand-colours.ts";
import { contentRoot, loadContentFile } from "./content-loader.ts";
import { attribute, elements } from "./html.ts";
import { renderShareCard } from "./share-card.ts";

/**
 * The files that make the site findable and shareable, written after prerendering and before the
 * hosting files (whose CSP hashes are computed from the final HTML): share cards, PNG icons from
 * the SVG favicon, the web app manifest, sitemap.xml and robots.txt. Pages, their indexing and
 * their share cards come from the site manifest (app/site-manifest.ts).
 */
/** The build's date: SOURCE_DATE_EPOCH when set (reproducible builds), otherwise now. */
export function buildDateFromEnv(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
}

/**
 * What is wrong with a built page, measured against the site manifest that the sitemap is made
 * from: an indexed page names itself as canonical and has no noindex, any other page has noindex,
 * and every share image (og:image, twitter:image) is a file of this build on the site's origin.
 */
export function pageProblems(
  clientDir: string,
  page: PageEntry,
  html: string,
  site: SiteContent,
): string[] {
  const tree = elements(html);
  const metas = (...keys: string[]) =>
    tree
      .filter((el) => keys.includes(attribute(el, "property") ?? attribute(el, "name") ?? ""))
      .map((el) => attribute(el, "content") ?? "");
  const link = tree.find((el) => el.tagName === "link" && attribute(el, "rel") === "canonical");
  const canonical = link && attribute(link, "href");
  const url = `${site.origin}${page.path}`;
  const noindex = metas("robots").some((content) => /\bnoindex\b/.test(content));
  const problems: string[] = [];
  if (noindex === page.indexed) {
    problems.push(page.indexed ? "noindex on a page the site manifest indexes" : "no noindex");
  }
  if (page.indexed && canonical !== url) {
    problems.push(`an indexed page needs <link rel="canonical" href="${url}">, found ${canonical}`);
  }
  for (const image of metas("og:image", "twitter:image")) {
    if (!image.startsWith(`${site.origin}/`)) {
      problems.push(`share image ${image} is not an absolute URL on ${site.origin}`);
    } else if (!existsSync(join(clientDir, image.slice(site.origin.length)))) {
      problems.push(`share image ${image} was not generated`);
    }
  }
  return problems;
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

export function webManifest(site: SiteContent, colours: BrandColours) {
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
    theme_color: colours.brand,
    background_color: colours.surface,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      png(ICONS.png192),
      png(ICONS.png512),
      png(ICONS.maskable512, "maskable"),
    ],
  };
}

async function writeIcons(clientDir: string, faviconSvg: Buffer, brand: string): Promise<void> {
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
    .flatten({ background: brand })
    .png()
    .toFile(await out(ICONS.appleTouch.path));
  // Maskable: the mark at 80 % on a full-bleed brand square, so any launcher shape keeps it whole.
  const maskable = ICONS.maskable512.size;
  const inner = Math.round(maskable * 0.8);
  await sharp({
    create: { width: maskable, height: maskable, channels: 4, background: brand },
  })
    .composite([{ input: await render(inner).png().toBuffer(), gravity: "centre" }])
    .png()
    .toFile(await out(ICONS.maskable512.path));
}

/** The `meta` of a page's content, whose words its share card shows. */
function pageMetaOf(page: PageEntry): PageMeta {
  const content = loadContentFile(join(contentRoot, `en/${page.content.file}.yaml`));
  return page.content.meta.reduce<unknown>(
    (value, key) => (value as Record<string, unknown>)[key],
    content,
  ) as PageMeta;
}

/** Writes the files, checks every page against the site manifest; returns the sitemap's URLs. */
export async function writeSeoFiles(clientDir: string, site: SiteContent): Promise<string[]> {
  const faviconSvg = await readFile(join(clientDir, "favicon.svg"));
  await mkdir(join(clientDir, dirname(shareCardPath("x"))), { recursive: true });
  await Promise.all(
    pageEntries.map(([, page]) =>
      renderShareCard(
        {
          heading: pageMetaOf(page).shareHeading,
          programme: site.programme.name,
          shortName: site.programme.shortName,
          host: siteHost(site),
        },
        faviconSvg.toString("utf8"),
        join(clientDir, shareCardPath(page.shareCard)),
      ),
    ),
  );
  const colours = readBrandColours();
  await writeIcons(clientDir, faviconSvg, colours.brand);
  await writeFile(
    join(clientDir, MANIFEST_PATH),
    `${JSON.stringify(webManifest(site, colours), null, 2)}\n`,
  );

  for (const [, page] of pageEntries) {
    const html = await readFile(join(clientDir, page.file), "utf8");
    const problems = pageProblems(clientDir, page, html, site);
    if (problems.length > 0) throw new Error(`${page.file}: ${problems.join("; ")}`);
  }
  const sitemapUrls = pageEntries
    .filter(([, page]) => page.indexed)
    .map(([, page]) => `${site.origin}${page.path}`);
  await writeFile(join(clientDir, SITEMAP_PATH), sitemapXml(sitemapUrls, buildDateFromEnv()));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(site));
  return sitemapUrls;
}
