/**
 * Where the FAQ is in the URL, as pure functions (no React, no DOM) so anything can link to a tab
 * or an answer: the FAQ section itself, other pages, the site search.
 *
 * - `/k-youth#faq-<item-id>` opens that question (its tab is implied: ids are unique across tabs).
 * - `/k-youth#faq-<tab-slug>` selects that tab. This is what the page writes when a tab is chosen.
 * - `/k-youth?faq=<tab-slug>` also selects a tab; when it is present it decides the tab, and a
 *   hash naming a question of another tab is ignored.
 * - Anything else (unknown ids, malformed or oversized hashes, markup) means "no FAQ state": the
 *   default tab with the first questions open.
 *
 * The same holds under a language prefix (`/ms/k-youth#faq-<item-id>`): ids are the same in every
 * language. To send a visitor to an answer, link to `faqItemHref(id, language)` with React Router's `<Link>` or
 * `navigate()`; the section's `useFaqLocation` hook selects the tab, opens and scrolls to it.
 */
import { FAQ_DEFAULT_TAB, FAQ_TAB_SLUGS, type FaqTabSlug } from "#app/config/spec-constants.ts";
import { type Language, pagePath } from "#app/site-manifest.ts";

export const FAQ_SECTION_ID = "faq";
const FAQ_QUERY_PARAM = "faq";
const ANCHOR_PREFIX = "faq-";
/** Longer hashes cannot be ours (ids are at most 60 characters), so they are not even decoded. */
const MAX_HASH_LENGTH = 256;

export interface FaqTarget {
  tab: FaqTabSlug;
  /** The question to open and scroll to, or null to show the tab with its first questions open. */
  item: string | null;
}

/** Which tab each question is in, built once from the FAQ content. */
export interface FaqIndex {
  defaultTab: FaqTabSlug;
  tabOfItem: ReadonlyMap<string, FaqTabSlug>;
}

interface FaqTabShape {
  slug: FaqTabSlug;
  items: readonly { id: string }[];
}

export function createFaqIndex(tabs: readonly FaqTabShape[]): FaqIndex {
  const tabOfItem = new Map<string, FaqTabSlug>();
  for (const tab of tabs) {
    for (const item of tab.items) tabOfItem.set(item.id, tab.slug);
  }
  return { defaultTab: FAQ_DEFAULT_TAB, tabOfItem };
}

function isFaqTabSlug(value: string): value is FaqTabSlug {
  return (FAQ_TAB_SLUGS as readonly string[]).includes(value);
}

/** The element id and URL fragment (without #) of a tab's or a question's anchor. */
export function faqAnchorId(tabSlugOrItemId: string): string {
  return `${ANCHOR_PREFIX}${tabSlugOrItemId}`;
}

/** Element ids of a tab and its panel; `--` cannot occur in a slug, so they never clash with anchors. */
export function faqTabId(slug: FaqTabSlug): string {
  return `${ANCHOR_PREFIX}${slug}--tab`;
}
export function faqPanelId(slug: FaqTabSlug): string {
  return `${ANCHOR_PREFIX}${slug}--panel`;
}

export function faqHash(target: FaqTarget): string {
  return `#${faqAnchorId(target.item ?? target.tab)}`;
}

/** The FAQ section on the programme page of a language: `/ms/k-youth#faq`. */
export function faqSectionHref(language: Language): string {
  return `${pagePath("programme", language)}#${FAQ_SECTION_ID}`;
}

/** A site link that opens one question, e.g. for a search result: `/k-youth#faq-cost`. */
export function faqItemHref(itemId: string, language: Language): string {
  return `${pagePath("programme", language)}#${faqAnchorId(itemId)}`;
}

/** A site link that selects one tab: `/k-youth#faq-about-the-course`. */
export function faqTabHref(slug: FaqTabSlug, language: Language): string {
  return `${pagePath("programme", language)}#${faqAnchorId(slug)}`;
}

function decodeFragment(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (raw.length === 0 || raw.length > MAX_HASH_LENGTH) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The tab or question a URL fragment names, or null when it names nothing in the FAQ. */
export function parseFaqHash(hash: string, index: FaqIndex): FaqTarget | null {
  const fragment = decodeFragment(hash);
  if (fragment === null || !fragment.startsWith(ANCHOR_PREFIX)) return null;
  const name = fragment.slice(ANCHOR_PREFIX.length);
  if (isFaqTabSlug(name)) return { tab: name, item: null };
  const tab = index.tabOfItem.get(name);
  return tab ? { tab, item: name } : null;
}

/** The tab a query string's `faq` parameter names, or null. */
export function parseFaqQuery(search: string): FaqTabSlug | null {
  const value = new URLSearchParams(search).get(FAQ_QUERY_PARAM);
  return value !== null && isFaqTabSlug(value) ? value : null;
}

/** What the URL asks the FAQ to show, or null for the default state. */
export function parseFaqLocation(
  { search, hash }: { search: string; hash: string },
  index: FaqIndex,
): FaqTarget | null {
  const fromHash = parseFaqHash(hash, index);
  const queryTab = parseFaqQuery(search);
  if (queryTab === null) return fromHash;
  if (fromHash?.tab === queryTab) return fromHash;
  return { tab: queryTab, item: null };
}

/** The query string without the FAQ's own parameter (other parameters are kept as they were). */
export function searchWithoutFaq(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(FAQ_QUERY_PARAM)) return search;
  params.delete(FAQ_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
