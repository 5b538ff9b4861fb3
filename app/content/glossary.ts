import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { htmlToPlainText } from "./plain-text.ts";
import { fieldPath, isRecord } from "./content-files.ts";
import { type Language, languages } from "#app/site-manifest.ts";

/**
 * One term per idea, per language (docs/glossary.yaml): the words each language's pages must not
 * use for an idea that has its own term. Read by the glossary test against every content file.
 */

const GLOSSARY_FILE = join(import.meta.dirname, "../../docs/glossary.yaml");

const termInLanguage = z.object({ use: z.string().min(1), avoid: z.array(z.string().min(1)) });
const termsByLanguage = Object.fromEntries(
  languages.map((language) => [language, termInLanguage]),
) as Record<Language, typeof termInLanguage>;
const glossarySchema = z.object({
  terms: z.array(z.object({ idea: z.string().min(1), ...termsByLanguage })),
});
export type Glossary = z.infer<typeof glossarySchema>;

export function loadGlossary(file = GLOSSARY_FILE): Glossary {
  return glossarySchema.parse(parse(readFileSync(file, "utf8")));
}

/** Fields that are never read as a page's words: search words and the review list. */
const NOT_SHOWN = new Set(["keywords", "awaitingReview"]);

/**
 * Every text of a loaded content file as a reader of `language` meets it, with its field: HTML
 * (rendered Markdown) as plain text, and words marked as another language left out, since the
 * glossary of one language does not apply to them.
 */
function textsIn(value: unknown, language: Language, path = ""): { field: string; text: string }[] {
  if (typeof value === "string") {
    const ownWords = value.replace(/<span lang="([^"]+)">[^<]*<\/span>/g, (span, lang: string) =>
      lang === language ? span : " ",
    );
    return [{ field: path, text: htmlToPlainText(ownWords) }];
  }
  if (Array.isArray(value) && value.some(isLanguageSpan)) {
    // A RichText: one text, its words in other languages left out.
    const own = value.map((part) => (isLanguageSpan(part) ? textOfSpan(part, language) : part));
    return [{ field: path, text: own.join("") }];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => textsIn(item, language, fieldPath(path, index)));
  }
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .filter(([key]) => !NOT_SHOWN.has(key))
    .flatMap(([key, item]) => textsIn(item, language, fieldPath(path, key)));
}

function isLanguageSpan(value: unknown): value is { lang: string; text: string } {
  return isRecord(value) && typeof value.lang === "string" && typeof value.text === "string";
}

function textOfSpan(span: { lang: string; text: string }, language: Language): string {
  return span.lang === language ? span.text : " ";
}

/** A whole word or phrase, any case, whatever spaces or line breaks sit between its words. */
function wordPattern(word: string): RegExp {
  const words = word
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("\\s+")}(?![\\p{L}\\p{N}])`, "iu");
}

export interface AvoidedWord {
  field: string;
  word: string;
  use: string;
}

/** Where a loaded content file in `language` uses a word its glossary avoids, and what to say. */
export function avoidedWordsIn(
  content: unknown,
  language: Language,
  glossary: Glossary,
): AvoidedWord[] {
  const rules = glossary.terms.flatMap((term) =>
    term[language].avoid.map((word) => ({
      word,
      use: term[language].use,
      pattern: wordPattern(word),
    })),
  );
  return textsIn(content, language).flatMap(({ field, text }) =>
    rules
      .filter(({ pattern }) => pattern.test(text))
      .map(({ word, use }) => ({ field, word, use })),
  );
}
