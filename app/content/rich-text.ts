import { type Language, languages } from "#app/site-manifest.ts";

/*
 * Words in another language than the text around them, marked by the content as
 * `[Generative AI]{lang=en}` (decision 132): in plain-text fields, parsed into a RichText when the
 * site builds, and in Markdown fields (markdown.ts). The page puts such words in an element with
 * that `lang` (WCAG 3.1.2), so a screen reader pronounces them in their own language.
 */

/** Words of another language, and which. */
interface LanguageSpan {
  lang: Language;
  text: string;
}

/** A text as a page receives it: plain words and words marked as another language, in order. */
export type RichText = readonly (string | LanguageSpan)[];

/** A well-formed mark: words without brackets, then the language. */
export const LANGUAGE_MARK = /\[([^[\]]+)\]\{lang=([^}]*)\}/g;
/** What is left of a mark that is not well-formed: `]{`, or `{lang` without the rest. */
const STRAY_MARK = /\]\{|\{lang\b/;

/** A mark the site cannot render: a language it does not have, or a broken `[...]{lang=...}`. */
export class LanguageMarkError extends Error {
  override name = "LanguageMarkError";
}

/** The site language a mark names; anything else stops the build. */
export function markedLanguage(written: string): Language {
  const language = languages.find((known) => known === written);
  if (language) return language;
  throw new LanguageMarkError(
    `unknown language "${written}" in {lang=${written}}; use one of: ${languages.join(", ")}`,
  );
}

export function rejectStrayMark(text: string): void {
  if (STRAY_MARK.test(text)) {
    throw new LanguageMarkError(
      "a language mark is written [words]{lang=en}: the words in square brackets, no brackets inside",
    );
  }
}

/** Does the text hold anything that looks like a language mark, well-formed or not? */
export function hasLanguageMark(text: string): boolean {
  return new RegExp(LANGUAGE_MARK.source).test(text) || STRAY_MARK.test(text);
}

/** A plain-text field's words with its marks resolved; a broken or unknown mark throws. */
export function parseRichText(source: string): RichText {
  const parts: (string | LanguageSpan)[] = [];
  let rest = 0;
  for (const match of source.matchAll(LANGUAGE_MARK)) {
    const [mark, text = "", lang = ""] = match;
    if (match.index > rest) parts.push(source.slice(rest, match.index));
    parts.push({ lang: markedLanguage(lang), text });
    rest = match.index + mark.length;
  }
  if (rest < source.length) parts.push(source.slice(rest));
  for (const part of parts) if (typeof part === "string") rejectStrayMark(part);
  return parts;
}

/** The words alone, for attributes, structured data and search. */
export function plainText(text: RichText): string {
  return text.map((part) => (typeof part === "string" ? part : part.text)).join("");
}
