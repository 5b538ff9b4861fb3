import MiniSearch, { type SearchResult as MiniSearchResult } from "minisearch";
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MAX_RESULTS,
  SEARCH_SNIPPET_LEAD,
  SEARCH_SNIPPET_LENGTH,
  type SearchDocument,
  type SearchIndexFile,
  processSearchTerm,
  searchIndexOptions,
} from "./settings.ts";

/** A piece of displayed text; `match` pieces are shown highlighted. */
export interface TextSegment {
  text: string;
  match: boolean;
}

export interface SearchHit {
  id: string;
  kind: SearchDocument["kind"];
  url: string;
  location: string;
  title: TextSegment[];
  snippet: TextSegment[];
}

export type SearchEngine = MiniSearch<SearchDocument>;

/** Words as MiniSearch's tokenizer sees them: runs of anything but spaces and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;
const ELLIPSIS = "…";

/**
 * What we search for: whitespace collapsed and trimmed, at most SEARCH_MAX_QUERY_LENGTH
 * characters, never cutting an emoji in half (code points, then any lone surrogate made whole).
 */
export function normalizeQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/g, " ").trim();
  return Array.from(collapsed).slice(0, SEARCH_MAX_QUERY_LENGTH).join("").toWellFormed().trim();
}

export function loadSearchEngine(file: SearchIndexFile): SearchEngine {
  return MiniSearch.loadJS<SearchDocument>(file.index, searchIndexOptions);
}

/** Splits text into plain and highlighted pieces: a word is highlighted when its processed form was matched. */
export function highlightSegments(text: string, matched: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const word of text.matchAll(WORD)) {
    const processed = processSearchTerm(word[0]);
    if (processed === null || !matched.has(processed)) continue;
    if (word.index > last) segments.push({ text: text.slice(last, word.index), match: false });
    segments.push({ text: word[0], match: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/**
 * About SEARCH_SNIPPET_LENGTH characters of `body` around its first matched word, cut at word
 * boundaries, with an ellipsis where text was left out, highlighted.
 */
export function buildSnippet(body: string, matched: ReadonlySet<string>): TextSegment[] {
  let firstMatch = -1;
  for (const word of body.matchAll(WORD)) {
    const processed = processSearchTerm(word[0]);
    if (processed !== null && matched.has(processed)) {
      firstMatch = word.index;
      break;
    }
  }
  let start = Math.max(0, firstMatch - SEARCH_SNIPPET_LEAD);
  if (start > 0) {
    const space = body.indexOf(" ", start);
    start = space === -1 || space > firstMatch ? start : space + 1;
  }
  let end = Math.min(body.length, start + SEARCH_SNIPPET_LENGTH);
  if (end < body.length) {
    const space = body.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const text = `${start > 0 ? ELLIPSIS : ""}${body.slice(start, end).trim()}${end < body.length ? ELLIPSIS : ""}`;
  return highlightSegments(text, matched);
}

function toHit(result: MiniSearchResult): SearchHit {
  const matched = new Set(result.terms);
  const stored = result as unknown as MiniSearchResult & SearchDocument;
  return {
    id: stored.id as string,
    kind: stored.kind,
    url: stored.url,
    location: stored.location,
    title: highlightSegments(stored.title, matched),
    snippet: buildSnippet(stored.body, matched),
  };
}

/**
 * Results for what the visitor typed, best first. Every word must match (prefix or a small typo
 * allowed); when that finds nothing, any word may, so a stray word does not empty the list.
 */
export function runSearch(engine: SearchEngine, rawQuery: string): SearchHit[] {
  const query = normalizeQuery(rawQuery);
  if (query === "") return [];
  let results = engine.search(query);
  if (results.length === 0) results = engine.search(query, { combineWith: "OR" });
  return results.slice(0, SEARCH_MAX_RESULTS).map(toHit);
}

/** The suggested questions (by FAQ id) as unhighlighted results, skipping any the index lacks. */
export function suggestedHits(engine: SearchEngine, faqIds: readonly string[]): SearchHit[] {
  return faqIds.flatMap((faqId) => {
    const id = `faq:${faqId}`;
    const stored = engine.getStoredFields(id) as Partial<SearchDocument> | undefined;
    if (!stored?.title || !stored.url || !stored.location || stored.kind === undefined) return [];
    return [
      {
        id,
        kind: stored.kind,
        url: stored.url,
        location: stored.location,
        title: [{ text: stored.title, match: false }],
        snippet: [],
      },
    ];
  });
}
