import type { ContentFileName, ContentOf } from "#app/content/schema.ts";
import type { Language } from "#app/site-manifest.ts";
import type { SharedContent } from "#app/lib/site-content.tsx";
import { loadContent } from "../../scripts/lib/content-loader.ts";

/** A content file as the build validates and renders it, for tests. */
export function testContent<Name extends ContentFileName>(
  name: Name,
  language: Language = "en",
): ContentOf[Name] {
  return loadContent(language, name);
}

/** What the root route gives every page of a language. */
export function sharedTestContent(language: Language = "en"): SharedContent {
  return {
    language,
    site: testContent("site", language),
    ui: testContent("ui", language),
    search: testContent("search", language),
  };
}
