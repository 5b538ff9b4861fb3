import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { readTexts, wordsLeftFromTwin } from "./support/language-of-parts.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { DEFAULT_LANGUAGE, translatePath } from "#app/site-manifest.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

/**
 * Every string a visitor sees or hears is in the page's language, or sits in an element marked
 * with the language it is in (WCAG 3.1.2): each page against its twin, both ways.
 */
// The same markup at every width: once is enough.
test.describe("language of parts", DESKTOP_ONLY, () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  const translated = VISITED_PAGES.filter(({ language }) => language !== DEFAULT_LANGUAGE);
  for (const { path, language } of translated) {
    const twinPath = translatePath(path, DEFAULT_LANGUAGE);
    test(`${path} and ${twinPath} share no unmarked words`, async ({ page }) => {
      await page.goto(path);
      const texts = await readTexts(page);
      await page.goto(twinPath);
      const twinTexts = await readTexts(page);

      expect
        .soft(
          wordsLeftFromTwin(texts, language, twinTexts, DEFAULT_LANGUAGE),
          `words of ${twinPath} on ${path}`,
        )
        .toEqual([]);
      expect
        .soft(
          wordsLeftFromTwin(twinTexts, DEFAULT_LANGUAGE, texts, language),
          `words of ${path} on ${twinPath}`,
        )
        .toEqual([]);
    });
  }
});
