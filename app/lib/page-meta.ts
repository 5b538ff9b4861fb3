import type { MetaDescriptor } from "react-router";
import { SHARE_CARD, shareCardPath } from "#app/config/seo.ts";
import type { PageMeta, SiteContent } from "#app/content/schema.ts";
import {
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
  languages,
  type LocalizedPage,
  pagePath,
} from "#app/site-manifest.ts";

type SiteFacts = Pick<SiteContent, "origin" | "programme">;

interface PageMetaOptions {
  site: SiteFacts;
  /** The page in its language: its address, its share card, whether it is indexed. */
  page: LocalizedPage;
}

/** The site's host name as people read it, such as `k-youth.example`. */
export function siteHost(site: Pick<SiteContent, "origin">): string {
  return new URL(site.origin).host;
}

/**
 * The share card's alt text, made from the same words the card shows (scripts/lib/share-card.ts
 * draws the heading, the programme name and the host), so the two cannot disagree.
 */
export function shareCardAlt(meta: Pick<PageMeta, "shareHeading">, site: SiteFacts): string {
  return `${meta.shareHeading} - ${site.programme.name}, ${siteHost(site)}`;
}

/** Open Graph wants `en_MY` where HTML says `en-MY`. */
export function openGraphLocale(language: string): string {
  return language.replace("-", "_");
}

/** An indexed page's address in each language, for `hreflang` alternates. */
export function languageAlternates(
  site: Pick<SiteContent, "origin">,
  { key }: LocalizedPage,
): { hreflang: string; href: string }[] {
  const href = (language: Language) => `${site.origin}${pagePath(key, language)}`;
  return [
    ...languages.map((language) => ({ hreflang: LANGUAGES[language].tag, href: href(language) })),
    { hreflang: "x-default", href: href(DEFAULT_LANGUAGE) },
  ];
}

/**
 * Everything a page says about itself to search engines and link previews: title, description,
 * canonical link and its other languages (or noindex), Open Graph and Twitter card tags with the
 * page's share card.
 */
export function pageMeta(meta: PageMeta, { site, page }: PageMetaOptions): MetaDescriptor[] {
  const image = `${site.origin}${shareCardPath(page)}`;
  const imageAlt = shareCardAlt(meta, site);
  const url = `${site.origin}${page.path}`;
  const { indexed } = page.page;
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: "description", content: meta.description },
  ];
  if (indexed) {
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      ...languageAlternates(site, page).map(({ hreflang, href }): MetaDescriptor => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: hreflang,
        href,
      })),
    );
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  tags.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.programme.name },
    { property: "og:locale", content: openGraphLocale(LANGUAGES[page.language].tag) },
    ...languages
      .filter((language) => language !== page.language)
      .map((language) => ({
        property: "og:locale:alternate",
        content: openGraphLocale(LANGUAGES[language].tag),
      })),
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
  );
  if (indexed) tags.push({ property: "og:url", content: url });
  tags.push(
    { property: "og:image", content: image },
    { property: "og:image:type", content: SHARE_CARD.type },
    { property: "og:image:width", content: String(SHARE_CARD.width) },
    { property: "og:image:height", content: String(SHARE_CARD.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  );
  return tags;
}
