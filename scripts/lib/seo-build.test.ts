import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SiteContent } from "../../app/content/schema.ts";
import { contentRoot, loadContentFile } from "./content-loader.ts";
import {
  buildDateFromEnv,
  indexablePages,
  pageFacts,
  robotsTxt,
  sitemapXml,
  webManifest,
} from "./seo-build.ts";
import { shareCardSvg } from "./share-card.ts";

const site = loadContentFile(join(contentRoot, "en/site.yaml")) as SiteContent;
const favicon = readFileSync(join(import.meta.dirname, "../../public/favicon.svg"), "utf8");

describe("sitemap and robots", () => {
  it("lists each URL with the build day as lastmod, XML-escaped", () => {
    const xml = sitemapXml(
      ["https://k-youth.example/k-youth", "https://k-youth.example/a?b&c"],
      new Date("2025-06-04T10:00:00Z"),
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://k-youth.example/k-youth</loc>");
    expect(xml).toContain("<loc>https://k-youth.example/a?b&amp;c</loc>");
    expect(xml.match(/<lastmod>2025-06-04<\/lastmod>/g)).toHaveLength(2);
  });

  it("robots.txt allows everything and names the sitemap", () => {
    expect(robotsTxt(site)).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://k-youth.example/sitemap.xml\n",
    );
  });

  it("takes the build date from SOURCE_DATE_EPOCH when set", () => {
    expect(buildDateFromEnv({ SOURCE_DATE_EPOCH: "1749031200" }).toISOString()).toBe(
      "2025-06-04T10:00:00.000Z",
    );
    expect(Math.abs(buildDateFromEnv({}).getTime() - Date.now())).toBeLessThan(5000);
  });
});

describe("which pages are indexable", () => {
  const page = (path: string, head: string) =>
    pageFacts(path, `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);

  it("reads noindex, the canonical link and the share images", () => {
    const facts = page(
      "/k-youth",
      '<link rel="canonical" href="https://k-youth.example/k-youth"><meta property="og:image" content="https://k-youth.example/share/k-youth.png"><meta name="twitter:image" content="https://k-youth.example/share/k-youth.png">',
    );
    expect(facts).toEqual({
      path: "/k-youth",
      canonical: "https://k-youth.example/k-youth",
      noindex: false,
      shareImages: [
        "https://k-youth.example/share/k-youth.png",
        "https://k-youth.example/share/k-youth.png",
      ],
    });
    expect(page("/404.html", '<meta name="robots" content="noindex">').noindex).toBe(true);
  });

  it("keeps pages without noindex and stops on a canonical that names another page", () => {
    const good = page("/k-youth", '<link rel="canonical" href="https://k-youth.example/k-youth">');
    const hidden = page("/404.html", '<meta name="robots" content="noindex">');
    expect(indexablePages([good, hidden], site)).toEqual([good]);
    const wrong = page(
      "/contact-us",
      '<link rel="canonical" href="https://k-youth.example/k-youth">',
    );
    expect(() => indexablePages([wrong], site)).toThrow(/contact-us/);
  });
});

describe("web app manifest", () => {
  it("is made from the brand and the site settings", () => {
    const manifest = webManifest(site);
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
