import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentRoot, displayPath, loadContent } from "./content-files.ts";
import type { ContentFileName } from "./schema.ts";
import { avoidedWordsIn, type Glossary, loadGlossary } from "./glossary.ts";
import { type Language, languages } from "#app/site-manifest.ts";

const glossary = loadGlossary();

/** Every content file of a language: each page's own file and the words all pages share. */
function contentFilesOf(language: Language): ContentFileName[] {
  return readdirSync(join(contentRoot, language))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => basename(file, ".yaml") as ContentFileName);
}

describe("one term per idea (docs/glossary.yaml)", () => {
  it.each(languages)("no %s page uses a word the glossary avoids", (language) => {
    const uses = contentFilesOf(language).flatMap((name) =>
      avoidedWordsIn(loadContent(language, name), language, glossary).map(
        ({ field, word, use }) =>
          `${displayPath(join(contentRoot, language, `${name}.yaml`))} ${field}: "${word}" (say: ${use})`,
      ),
    );
    expect(uses).toEqual([]);
  });

  it.each(languages)("the %s glossary avoids words a page can be caught using", (language) => {
    expect(glossary.terms.some((term) => term[language].avoid.length > 0)).toBe(true);
  });

  // Fixture content in each language, each with one avoided word planted in it.
  const avoidedWord = (language: Language) => {
    const word = glossary.terms.flatMap((term) => term[language].avoid)[0];
    if (!word) throw new Error(`the ${language} glossary avoids no word`);
    return word;
  };

  it.each(languages)("finds a planted avoided word in %s, wherever it sits", (language) => {
    const word = avoidedWord(language);
    const fixture = {
      heading: "A heading",
      body: `<p>First line.</p>\n<ul>\n<li>Then ${word.toUpperCase().replace(" ", "\n")}.</li>\n</ul>`,
      items: [["Plain words, then ", { lang: language, text: word }]],
    };
    expect(avoidedWordsIn(fixture, language, glossary).map(({ field }) => field)).toEqual([
      "body",
      "items[0]",
    ]);
  });

  it.each(languages)(
    "in %s, leaves out search words, words marked as another language and longer words",
    (language) => {
      const word = avoidedWord(language);
      const other = languages.find((candidate) => candidate !== language);
      const fixture = {
        keywords: [word],
        body: `<p>Named in the other language: <span lang="${other}">${word}</span>.</p>`,
        items: [["Marked: ", { lang: other, text: word }]],
        title: `${word}x x${word}`,
      };
      expect(avoidedWordsIn(fixture, language, glossary)).toEqual([]);
    },
  );

  it("names the term to use instead", () => {
    const fixture: Glossary = {
      terms: [
        {
          idea: "peer check-ins",
          en: { use: "peer check-ins", avoid: ["peer sharing"] },
          ms: { use: "sesi perjumpaan berkala", avoid: ["sesi perkongsian"] },
        },
      ],
    };
    expect(avoidedWordsIn({ text: "Sesi perkongsian." }, "ms", fixture)).toEqual([
      { field: "text", word: "sesi perkongsian", use: "sesi perjumpaan berkala" },
    ]);
  });
});
