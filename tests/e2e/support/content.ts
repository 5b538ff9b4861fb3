import { htmlToPlainText } from "#app/content/plain-text.ts";
import { testContent } from "#app/test/content.ts";
import { type Language, type PageKey, pagePath } from "#app/site-manifest.ts";

/**
 * The words the site's navigation (site.yaml `navigation`) gives its link to `href`, or to a
 * page of the site (`/contact-us`, `/ms/contact-us`) when given its key, so tests find the link
 * however the content names it.
 */
export function navigationLabel(target: PageKey | `/${string}`, language: Language = "en"): string {
  const href = target.startsWith("/") ? target : pagePath(target as PageKey, language);
  const link = testContent("site", language).navigation.find((entry) => entry.href === href);
  if (!link) throw new Error(`app/content/${language}/site.yaml: no navigation link to ${href}`);
  return link.label;
}

/**
 * The paragraphs of a content field's HTML (Markdown as the build renders it), each as the page
 * reads it: plain text, its spaces collapsed.
 */
export function paragraphsIn(html: string): string[] {
  return [...html.matchAll(/<p>(.*?)<\/p>/gs)].map(([, paragraph = ""]) =>
    htmlToPlainText(paragraph).replace(/\s+/g, " "),
  );
}

/**
 * The words of the first link in a content field's HTML (Markdown as the build renders it), as
 * the link's accessible name reads them: `[privacy notice](#contact-privacy)` gives "privacy
 * notice".
 */
export function linkTextIn(html: string): string {
  const link = /<a\b[^>]*>(.*?)<\/a>/s.exec(html);
  if (!link) throw new Error(`no link in ${html}`);
  return htmlToPlainText(link[1] ?? "");
}
