import { join } from "node:path";
import type { ContentFileName, ContentOf } from "../../../app/content/schema.ts";
import { type Language, LANGUAGES, localizedPages } from "../../../app/site-manifest.ts";
import { contentRoot, loadContentFile } from "../../../scripts/lib/content-loader.ts";

/** A content file of a language as the build renders it, for checking what pages say. */
export function content<Name extends ContentFileName>(
  name: Name,
  language: Language,
): ContentOf[Name] {
  return loadContentFile(join(contentRoot, language, `${name}.yaml`)) as ContentOf[Name];
}

/**
 * Every page of every language as a visitor reaches it, with the shared words it shows; the
 * not-found page at an unknown address under the language's prefix.
 */
export const VISITED_PAGES = localizedPages.map(({ key, language, path }) => ({
  language,
  path: key === "notFound" ? `${LANGUAGES[language].prefix}/no-such-page` : path,
  ui: content("ui", language),
}));
