import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { localizedPage } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { openGraphLocale, pageMeta, shareCardAlt } from "./page-meta.ts";

const contact = testContent("contact");
const page = testContent("programme");
const site = testContent("site");
const ui = testContent("ui");

function content(tags: MetaDescriptor[], key: string): string | undefined {
  const tag = tags.find(
    (entry) =>
      ("property" in entry && entry.property === key) || ("name" in entry && entry.name === key),
  );
  return tag && "content" in tag ? String(tag.content) : undefined;
}

describe("pageMeta", () => {
  const tags = pageMeta(page.meta, { site, page: localizedPage("programme", "en") });

  it("gives an indexable page its canonical URL and no robots tag", () => {
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://k-youth.example/k-youth",
    });
    expect(content(tags, "robots")).toBeUndefined();
    expect(content(tags, "og:url")).toBe("https://k-youth.example/k-youth");
  });

  it("gives link previews the title, description and an absolute 1200x630 image with alt text", () => {
    expect(content(tags, "og:type")).toBe("website");
    expect(content(tags, "og:site_name")).toBe(site.programme.name);
    expect(content(tags, "og:locale")).toBe("en_MY");
    expect(content(tags, "og:title")).toBe(page.meta.title);
    expect(content(tags, "og:description")).toBe(page.meta.description);
    expect(content(tags, "og:image")).toBe("https://k-youth.example/share/k-youth.png");
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    expect(content(tags, "og:image:type")).toBe("image/png");
    expect(content(tags, "og:image:alt")).toBe(shareCardAlt(page.meta, site));
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:image")).toBe(content(tags, "og:image"));
    expect(content(tags, "twitter:image:alt")).toBe(content(tags, "og:image:alt"));
  });

  it("lists the page in every language, English as the default", () => {
    const alternates = tags.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en-MY",
        href: "https://k-youth.example/k-youth",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "ms-MY",
        href: "https://k-youth.example/ms/k-youth",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://k-youth.example/k-youth",
      },
    ]);
    expect(content(tags, "og:locale:alternate")).toBe("ms_MY");
  });

  it("gives the Malay edition its own canonical URL, locale and share card", () => {
    const malay = pageMeta(testContent("programme", "ms").meta, {
      site,
      page: localizedPage("programme", "ms"),
    });
    expect(malay).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://k-youth.example/ms/k-youth",
    });
    expect(content(malay, "og:locale")).toBe("ms_MY");
    expect(content(malay, "og:locale:alternate")).toBe("en_MY");
    expect(content(malay, "og:image")).toBe("https://k-youth.example/share/ms/k-youth.png");
  });

  it("marks a page without a canonical path noindex, with no og:url", () => {
    const notFound = pageMeta(ui.notFound.meta, { site, page: localizedPage("notFound", "en") });
    expect(content(notFound, "robots")).toBe("noindex");
    expect(content(notFound, "og:url")).toBeUndefined();
    expect(notFound.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });

  it("the alt text names what the card shows", () => {
    expect(shareCardAlt(contact.meta, site)).toBe(
      `${contact.meta.shareHeading} - ${site.programme.name}, k-youth.example`,
    );
  });

  it("page titles and descriptions are unique and within search result lengths", () => {
    const metas = [page.meta, contact.meta, ui.notFound.meta];
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    for (const meta of metas) {
      expect(meta.title.length).toBeLessThanOrEqual(60);
      expect(meta.description.length).toBeGreaterThanOrEqual(70);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("writes Open Graph locales with an underscore", () => {
    expect(openGraphLocale("en-MY")).toBe("en_MY");
    expect(openGraphLocale("ms")).toBe("ms");
  });
});
