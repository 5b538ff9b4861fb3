import { LANGUAGES, localizedPages } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";

/**
 * Every page of every language as a visitor reaches it, with the shared words it shows; the
 * not-found page at an unknown address under the language's prefix.
 */
export const VISITED_PAGES = localizedPages.map(({ key, language, path }) => ({
  language,
  path: key === "notFound" ? `${LANGUAGES[language].prefix}/no-such-page` : path,
  ui: testContent("ui", language),
}));
