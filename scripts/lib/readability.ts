/**
 * Plain English, measured: the Flesch-Kincaid grade level of the prose each English page shows,
 * computed from its content files as the site loads them (tokens filled in, Markdown rendered),
 * with the sentences that pull the grade up, so an editor knows what to rewrite (decision 138).
 *
 * The formula comes from `flesch-kincaid` and every word's syllables from `syllable` (both
 * wooorm's, maintained, typed, ESM); words and sentences are counted here, by the rule below.
 */
import { join } from "node:path";
import { fleschKincaid } from "flesch-kincaid";
import { syllable } from "syllable";
import { htmlToPlainText } from "#app/content/plain-text.ts";
import { plainText, type RichText } from "#app/content/rich-text.ts";
import type { ContentFileName } from "#app/content/schema.ts";
import { type Language, PAGES, type PageKey } from "#app/site-manifest.ts";
import {
  contentRoot,
  displayPath,
  fieldPath,
  isRecord,
  loadContentFile,
} from "#app/content/content-files.ts";

/** The formula is for English: only the English pages are measured. */
const LANGUAGE: Language = "en";

/**
 * The pages measured and the grade each must reach or go below: 6 for the pages every applicant
 * reads, 7 for the accessibility statement, which has to name standards and tools. A page's text
 * is its content file in the site manifest, plus the files of what else it shows (`alsoShows`).
 */
const PLAIN_ENGLISH_PAGES = {
  programme: { target: 6, alsoShows: ["faq"] },
  contact: { target: 6 },
  eligibility: { target: 6 },
  accessibility: { target: 7 },
} as const satisfies Partial<
  Record<PageKey, { target: number; alsoShows?: readonly ContentFileName[] }>
>;
export type PlainEnglishPage = keyof typeof PLAIN_ENGLISH_PAGES;
export const plainEnglishPages = Object.keys(PLAIN_ENGLISH_PAGES) as PlainEnglishPage[];

/** One sentence of a page, where it is written, and how hard it reads on its own. */
export interface ProseSentence {
  /** The content file, from the project's root. */
  file: string;
  /** The field it is in (`tabs[0].items[2].body`). */
  field: string;
  text: string;
  words: number;
  syllables: number;
  /** Its own Flesch-Kincaid grade. */
  grade: number;
}

export interface PageReadability {
  /** The page's address (`/k-youth`). */
  page: string;
  key: PlainEnglishPage;
  /** The grade it must reach or go below. */
  target: number;
  /** Flesch-Kincaid grade level of all its sentences together. */
  grade: number;
  words: number;
  sentences: number;
}

/*
 * What counts as prose, which decides what the grade means:
 *
 * - Every text of the loaded content: `{intake.*}` tokens filled in, Markdown as plain text, rich
 *   text as its words. Left out: `meta` (title, description, share heading: search results and
 *   link previews, not the page), `keywords` (never shown), and machine fields (ids, slugs,
 *   addresses, icons, dates).
 * - A text, a Markdown paragraph and a Markdown list item are each a unit; a unit with fewer than
 *   4 words that does not end in `.`, `?` or `!` is a heading, a label or a name, not a sentence,
 *   and is left out. A unit is split into sentences after `.`, `?` or `!` followed by a capital or
 *   a digit; a list item is a sentence of its own even without a full stop.
 * - A word is what stands between spaces, dashes and slashes ("on-the-job" is one word of three
 *   syllables); it has at least one syllable (numbers such as RM2,500 count as one). A
 *   placeholder the page fills in (`{name}`, `{max}`) is one word of one syllable.
 */
const EXCLUDED_FIELDS = new Set([
  "meta",
  "keywords",
  "id",
  "slug",
  "url",
  "href",
  "icon",
  "image",
  "sample",
  "lastReviewed",
  "applicationStatusUnder",
  "awaitingReview",
]);
const MIN_WORDS_OF_A_FRAGMENT = 4;
const ENDS_A_SENTENCE = /[.?!]["'”’)\]]*$/u;
const SENTENCE_BREAK = /(?<=[.?!]["'”’)\]]*)\s+(?=["'“‘([]?[\p{Lu}\p{N}])/u;
const BLOCK_TAG = /<\/?(?:p|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|hr|br)\b[^>]*>/g;
/** Markdown fields arrive as HTML, which always starts with a block element. */
const RENDERED_MARKDOWN = /^<(?:p|ul|ol|h[1-6]|blockquote|pre|table|hr)\b/;
const PLACEHOLDER = /^\{\w+\}$/;

function words(text: string): string[] {
  return text
    .split(/[\s\u2013\u2014/]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}{]+|[^\p{L}\p{N}}]+$/gu, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

function syllablesOf(word: string): number {
  return PLACEHOLDER.test(word) ? 1 : Math.max(1, syllable(word));
}

function isLanguageSpan(value: unknown): boolean {
  return isRecord(value) && typeof value.lang === "string" && typeof value.text === "string";
}

/**
 * A RichText is words and marked parts, never two plain strings in a row; a list of two or more
 * plain texts always has them. (A list of one text reads the same either way.)
 */
function isRichText(value: unknown[]): value is RichText & unknown[] {
  return value.every(
    (part, index) =>
      isLanguageSpan(part) || (typeof part === "string" && typeof value[index - 1] !== "string"),
  );
}

/** The units of a text as a reader meets them: each Markdown paragraph and list item apart. */
function unitsOf(text: string): string[] {
  const parts = RENDERED_MARKDOWN.test(text) ? text.split(BLOCK_TAG).map(htmlToPlainText) : [text];
  return parts.map((part) => part.replace(/\s+/g, " ").trim()).filter((part) => part !== "");
}

function isSentenceUnit(unit: string): boolean {
  return words(unit).length >= MIN_WORDS_OF_A_FRAGMENT || ENDS_A_SENTENCE.test(unit);
}

/** One sentence, counted and graded on its own. */
function measured(text: string, file: string, field: string): ProseSentence {
  const counted = words(text);
  const syllables = counted.reduce((sum, word) => sum + syllablesOf(word), 0);
  const grade = fleschKincaid({ sentence: 1, word: counted.length, syllable: syllables });
  return { file, field, text, words: counted.length, syllables, grade };
}

/**
 * The sentences of loaded content (what `loadContent` returns), by the rule above, in order.
 * `file` names them in the results.
 */
export function proseSentences(content: unknown, file: string, path = ""): ProseSentence[] {
  if (typeof content === "string") {
    return unitsOf(content)
      .filter(isSentenceUnit)
      .flatMap((unit) => unit.split(SENTENCE_BREAK))
      .filter((sentence) => words(sentence).length > 0)
      .map((sentence) => measured(sentence, file, path));
  }
  if (Array.isArray(content)) {
    if (isRichText(content)) return proseSentences(plainText(content), file, path);
    return content.flatMap((item, index) => proseSentences(item, file, fieldPath(path, index)));
  }
  if (!isRecord(content)) return [];
  return Object.entries(content).flatMap(([key, value]) =>
    EXCLUDED_FIELDS.has(key) ? [] : proseSentences(value, file, fieldPath(path, key)),
  );
}

/** The Flesch-Kincaid grade of sentences read together, with their counts. */
export function gradeOf(sentences: readonly ProseSentence[]) {
  const words = sentences.reduce((sum, sentence) => sum + sentence.words, 0);
  const syllables = sentences.reduce((sum, sentence) => sum + sentence.syllables, 0);
  const grade = fleschKincaid({ sentence: sentences.length, word: words, syllable: syllables });
  return { grade, words, sentences: sentences.length };
}

/** The content files of a page: its own (site manifest) and what else it shows. */
function pageFiles(key: PlainEnglishPage): string[] {
  const page: { target: number; alsoShows?: readonly ContentFileName[] } = PLAIN_ENGLISH_PAGES[key];
  return [PAGES[key].content.file, ...(page.alsoShows ?? [])];
}

function pageSentences(key: PlainEnglishPage, root: string): ProseSentence[] {
  return pageFiles(key).flatMap((name) => {
    const file = join(root, LANGUAGE, `${name}.yaml`);
    return proseSentences(loadContentFile(file), displayPath(file));
  });
}

/** Each English page's grade, word and sentence count and target (`root`: a copy of app/content). */
export function pageReadability(root = contentRoot): PageReadability[] {
  return plainEnglishPages.map((key) => ({
    page: PAGES[key].path,
    key,
    target: PLAIN_ENGLISH_PAGES[key].target,
    ...gradeOf(pageSentences(key, root)),
  }));
}

/** A page's hardest sentences, highest grade first: where rewriting helps most. */
export function hardestSentences(
  key: PlainEnglishPage,
  count: number,
  root = contentRoot,
): ProseSentence[] {
  return pageSentences(key, root)
    .sort((a, b) => b.grade - a.grade)
    .slice(0, count);
}
