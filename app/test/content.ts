import type { ContentFileName, ContentOf, IntakesContent } from "#app/content/schema.ts";
import type { Language } from "#app/site-manifest.ts";
import { englishOnlyUrls } from "#app/content/english-only.ts";
import { sampleUrls } from "#app/content/sample-urls.ts";
import type { SharedContent } from "#app/lib/site-content.tsx";
import { loadContent, loadIntakes } from "#app/content/content-files.ts";

/** A content file as the build validates and renders it, for tests. */
export function testContent<Name extends ContentFileName>(
  name: Name,
  language: Language = "en",
): ContentOf[Name] {
  return loadContent(language, name);
}

/** The intakes and their dates, as the build validates them, for tests. */
export function testIntakes(): IntakesContent {
  return loadIntakes();
}

/** What the root route gives every page of a language. */
export function sharedTestContent(language: Language = "en"): SharedContent {
  const site = testContent("site", language);
  return {
    language,
    site,
    ui: testContent("ui", language),
    search: testContent("search", language),
    englishOnlyUrls: englishOnlyUrls(site, testIntakes()),
    sampleUrls: sampleUrls(site, testIntakes()),
  };
}
