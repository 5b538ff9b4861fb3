import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SiteContent } from "#app/content/schema.ts";
import { plainText } from "#app/content/rich-text.ts";
import { readBrandColours } from "./brand-colours.ts";
import { contentRoot, loadContentFile } from "#app/content/content-files.ts";
import { languageAlternates } from "#app/lib/page-meta.ts";
import { localizedPage } from "#app/site-manifest.ts";
import { robotsTxt, sitemapXml, webManifest } from "./seo-build.ts";
import { shareCardSvg } from "./share-card.ts";

const site = loadContentFile(join(contentRoot, "en/site.yaml")) as SiteContent;
const favicon = readFileSync(join(import.meta.dirname, "../../public/favicon.svg"), "utf8");

describe("sitemap and robots", () => {
  it("lists each URL with its languages and the build day as lastmod, XML-escaped", () => {
    const xml = sitemapXml(
      [
        {
          url: "https://k-youth.example/k-youth",
          alternates: languageAlternates(site, localizedPage("programme", "en")),
        },
        { url: "https://k-youth.example/a?b&c", alternates: [] },
      ],
      new Date("2025-06-04T10:00:00Z"),
    );
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ms-MY" href="https://k-youth.example/ms/k-youth"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://k-youth.example/k-youth"/>',
    );
    expect(xml).toContain("<loc>https://k-youth.example/k-youth</loc>");
    expect(xml).toContain("<loc>https://k-youth.example/a?b&amp;c</loc>");
    expect(xml.match(/<lastmod>2025-06-04<\/lastmod>/g)).toHaveLength(2);
  });

  it("robots.txt allows everything and names the sitemap", () => {
    expect(robotsTxt(site)).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://k-youth.example/sitemap.xml\n",
    );
  });
});

describe("web app manifest", () => {
  it("is made from the brand and the site settings", () => {
    const manifest = webManifest(site, "en", readBrandColours());
    expect(manifest).toMatchObject({
      name: site.programme.name,
      short_name: site.programme.shortName,
      start_url: "/k-youth",
      theme_color: "#231f5c",
      background_color: "#fbfaf7",
      lang: "en-MY",
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual([
      "any",
      "192x192",
      "512x512",
      "512x512",
    ]);
  });

  it("speaks each language's words and opens on its home page", () => {
    const malay = loadContentFile(join(contentRoot, "ms/site.yaml")) as SiteContent;
    const manifest = webManifest(malay, "ms", readBrandColours());
    expect(manifest).toMatchObject({
      name: "Program Pembangunan K-Youth 2025",
      lang: "ms-MY",
      start_url: "/ms/k-youth",
    });
    // Marks of another language are for the page; a manifest holds plain words.
    expect(manifest.description).toBe(plainText(malay.programme.description));
    expect(manifest.description).not.toMatch(/\{lang=|\]/);
  });
});

describe("share card template", () => {
  const text = {
    heading: "Talk to the K-Youth 2025 programme team",
    programme: site.programme.name,
    shortName: site.programme.shortName,
    host: "k-youth.example",
  };

  it("is 1200x630 with every word outlined, so no installed font is needed", () => {
    const svg = shareCardSvg(text, favicon);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).not.toMatch(/<text|font-family|NaN/);
  });

  it("stops the build when a heading cannot fit in three lines", () => {
    expect(() => shareCardSvg({ ...text, heading: "Long words ".repeat(20) }, favicon)).toThrow(
      /shareHeading/,
    );
  });
});
