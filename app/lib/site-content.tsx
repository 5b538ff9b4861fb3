import { createContext, type ReactNode, useContext } from "react";
import type { SiteContent, UiContent } from "#app/content/schema.ts";

interface SharedContent {
  site: SiteContent;
  ui: UiContent;
}

const SiteContentContext = createContext<SharedContent | null>(null);

/** Makes the site configuration and shared interface words of the page's language available. */
export function SiteContentProvider({
  site,
  ui,
  children,
}: SharedContent & { children: ReactNode }) {
  return <SiteContentContext value={{ site, ui }}>{children}</SiteContentContext>;
}

export function useSiteContent(): SharedContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error("useSiteContent must be used inside <SiteContentProvider>");
  return content;
}
