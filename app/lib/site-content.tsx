import { createContext, type ReactNode, useContext } from "react";
import type { SearchContent, SiteContent, UiContent } from "#app/content/schema.ts";
import { type Language, type PageKey, pagePath } from "#app/site-manifest.ts";

/** What every page of a language shares: the root route's data. */
export interface SharedContent {
  language: Language;
  site: SiteContent;
  ui: UiContent;
  search: SearchContent;
  /** Addresses of pages in English only, which links on pages in other languages say. */
  englishOnlyUrls: readonly string[];
  /** Placeholder addresses (`sample: true`), which every link to them marks as samples. */
  sampleUrls: readonly string[];
}

const SiteContentContext = createContext<SharedContent | null>(null);

/** Makes the language, site configuration and shared interface words of the page available. */
export function SiteContentProvider({
  content,
  children,
}: {
  content: SharedContent;
  children: ReactNode;
}) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

export function useSiteContent(): SharedContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error("useSiteContent must be used inside <SiteContentProvider>");
  return content;
}

/** A page's address in the language of the page being shown. */
export function usePagePath(key: PageKey): string {
  return pagePath(key, useSiteContent().language);
}
