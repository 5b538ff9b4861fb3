import type { MetaDescriptor } from "react-router";
import { SHARE_CARD, shareCardPath } from "../config/seo.ts";
import type { PageMeta, SiteContent } from "../content/schema.ts";

type SiteFacts = Pick<SiteContent, "origin" | "language" | "programme">;

interface PageMetaOptions {
  site: SiteFacts;
  /** The page's share card (`/share/<cardId>.png`, written by scripts/lib/seo-build.ts). */
  cardId: string;
  /** Path of the canonical URL; omit for pages that should not be indexed (they get noindex). */
  canonicalPath?: string;
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

/**
 * Everything a page says about itself to search engines and link previews: title, description,
 * canonical link (or noindex), Open Graph and Twitter card tags with the page's share card.
 */
export function pageMeta(
  meta: PageMeta,
  { site, cardId, canonicalPath }: PageMetaOptions,
): MetaDescriptor[] {
  const image = `${site.origin}${shareCardPath(cardId)}`;
  const imageAlt = shareCardAlt(meta, site);
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: "description", content: meta.description },
  ];
  if (canonicalPath) {
    tags.push({ tagName: "link", rel: "canonical", href: `${site.origin}${canonicalPath}` });
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  tags.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.programme.name },
    { property: "og:locale", content: openGraphLocale(site.language) },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
  );
  if (canonicalPath) tags.push({ property: "og:url", content: `${site.origin}${canonicalPath}` });
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
