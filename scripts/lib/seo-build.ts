import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { escapeHtml } from "#app/content/markdown.ts";
import { ICONS, manifestPath, SITEMAP_PATH, shareCardPath } from "#app/config/seo.ts";
import { plainText } from "#app/content/rich-text.ts";
import type { PageMeta, SiteContent } from "#app/content/schema.ts";
import { buildDate } from "#app/content/build-date.server.ts";
import { languageAlternates, siteHost } from "#app/lib/page-meta.ts";
import {
  DEFAULT_LANGUAGE,
  homePath,
  type Language,
  LANGUAGES,
  type LocalizedPage,
  languages,
  localizedPages,
} from "#app/site-manifest.ts";
import { type BrandColours, readBrandColours } from "./brand-colours.ts";
import { contentRoot, loadContent, loadContentFile } from "#app/content/content-files.ts";
import { renderShareCard } from "./share-card.ts";

export interface SitemapEntry {
  url: string;
  alternates: readonly { hreflang: string; href: string }[];
}

export function sitemapXml(entries: readonly SitemapEntry[], lastmod: Date): string {
  const day = lastmod.toISOString().slice(0, 10);
  const urls = entries
    .map(({ url, alternates }) =>
      [
        "  <url>",
        `    <loc>${escapeHtml(url)}</loc>`,
        ...alternates.map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
        ),
        `    <lastmod>${day}</lastmod>`,
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(site: Pick<SiteContent, "origin">): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}${SITEMAP_PATH}\n`;
}

/** A language's web app manifest, from its site.yaml: installed, the site opens in that language. */
export function webManifest(site: SiteContent, language: Language, colours: BrandColours) {
  const png = (icon: { path: string; size: number }, purpose?: string) => ({
    src: icon.path,
    sizes: `${icon.size}x${icon.size}`,
    type: "image/png",
    ...(purpose && { purpose }),
  });
  return {
    name: site.programme.name,
    short_name: site.programme.shortName,
    description: plainText(site.programme.description),
    lang: LANGUAGES[language].tag,
    start_url: homePath(language),
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

/** The `meta` of a page's content in its language, whose words its share card shows. */
function pageMetaOf({ page, language }: LocalizedPage): PageMeta {
  const content = loadContentFile(join(contentRoot, language, `${page.content.file}.yaml`));
  return page.content.meta.reduce<unknown>(
    (value, key) => (value as Record<string, unknown>)[key],
    content,
  ) as PageMeta;
}

/**
 * After prerendering, before the hosting files: share cards, icons, a web app manifest per language, sitemap and
 * robots.txt, all from the site manifest; returns the sitemap's URLs. The end-to-end tests check
 * each served page against the manifest (tests/e2e/seo.spec.ts).
 */
export async function writeSeoFiles(clientDir: string): Promise<string[]> {
  const siteOf = Object.fromEntries(
    languages.map((language) => [language, loadContent(language, "site")]),
  ) as Record<Language, SiteContent>;
  const faviconSvg = await readFile(join(clientDir, "favicon.svg"));
  await Promise.all(
    localizedPages.map(async (localized) => {
      const site = siteOf[localized.language];
      const card = join(clientDir, shareCardPath(localized));
      await mkdir(dirname(card), { recursive: true });
      await renderShareCard(
        {
          heading: pageMetaOf(localized).shareHeading,
          programme: site.programme.name,
          shortName: site.programme.shortName,
          host: siteHost(site),
        },
        faviconSvg.toString("utf8"),
        card,
      );
    }),
  );
  const site = siteOf[DEFAULT_LANGUAGE];
  const colours = readBrandColours();
  await writeIcons(clientDir, faviconSvg, colours.brand);
  for (const language of languages) {
    const file = join(clientDir, manifestPath(language));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      `${JSON.stringify(webManifest(siteOf[language], language, colours), null, 2)}\n`,
    );
  }

  const sitemap = localizedPages
    .filter(({ page }) => page.indexed)
    .map((localized) => ({
      url: `${site.origin}${localized.path}`,
      alternates: languageAlternates(site, localized),
    }));
  await writeFile(join(clientDir, SITEMAP_PATH), sitemapXml(sitemap, buildDate()));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(site));
  return sitemap.map(({ url }) => url);
}
