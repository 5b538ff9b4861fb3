import type { AsPlainObject, Options, SearchOptions } from "minisearch";

/**
 * The site search's numbers and MiniSearch settings, shared by the build (which writes the index)
 * and the browser (which loads and queries it), so both sides process words the same way.
 */

/** Longest query we search for; longer input is cut (the field also stops typing there). */
export const SEARCH_MAX_QUERY_LENGTH = 100;
/** Most results shown for one query. */
export const SEARCH_MAX_RESULTS = 8;
/** Characters of an answer shown around its first match. */
export const SEARCH_SNIPPET_LENGTH = 140;
/** How much of the snippet comes before the first match. */
export const SEARCH_SNIPPET_LEAD = 40;
/** A result page's words are found by these fields; titles count most. */
const SEARCH_FIELDS = ["title", "keywords", "location", "body"] as const;
/** What each result carries for display (body for the snippet). */
const SEARCH_STORED_FIELDS = ["kind", "title", "location", "url", "body"] as const;
const SEARCH_BOOST = { title: 3, keywords: 2, location: 1, body: 1 } as const;
const SEARCH_FUZZY = 0.2;

/**
 * Lower case, without diacritics ("Café" finds "cafe"), and no stemming: the content is small,
 * prefix + fuzzy matching already catches most word endings, and English stemmers would mangle
 * Malay.
 */
export function processSearchTerm(term: string): string | null {
  const processed = term
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return processed.length > 0 ? processed : null;
}

/** One indexed document: an answer, a page section, a contact card or a page of its own. */
export interface SearchDocument {
  /** `faq:<id>`, `section:<id>`, `contact:<id>` or `page:<page key>`. */
  id: string;
  kind: "faq" | "section" | "contact" | "page";
  title: string;
  /** Where it lives, as shown under the title, e.g. "FAQ · About The Course". */
  location: string;
  url: string;
  /** Plain text (Markdown already stripped). */
  body: string;
  /** Extra words that find the document but are never shown. */
  keywords: string;
}

// Prefix and fuzzy matching, titles and keywords boosted, every word required (run-search.ts
// falls back to any word): precise results, while partial or misspelt queries still find something.
const searchSearchOptions: SearchOptions = {
  prefix: true,
  fuzzy: SEARCH_FUZZY,
  boost: { ...SEARCH_BOOST },
  combineWith: "AND",
};

export const searchIndexOptions: Options<SearchDocument> = {
  idField: "id",
  fields: [...SEARCH_FIELDS],
  storeFields: [...SEARCH_STORED_FIELDS],
  processTerm: processSearchTerm,
  searchOptions: searchSearchOptions,
};

/** The index file the build writes: MiniSearch's own serialisation, stored display fields included. */
export interface SearchIndexFile {
  version: 1;
  documentCount: number;
  index: AsPlainObject;
}
