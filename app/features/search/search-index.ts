import MiniSearch from "minisearch";
import { z } from "zod";
import { CONTACT_CARD_IDS, type ContactCardKey } from "#app/config/contact-anchors.ts";
import { PROGRAMME_SECTION_IDS, type ProgrammeSectionKey } from "#app/config/programme-anchors.ts";
import { type SearchDocument, type SearchIndexFile, searchIndexOptions } from "./settings.ts";
import { htmlToPlainText } from "#app/content/plain-text.ts";
import { plainText, type RichText } from "#app/content/rich-text.ts";
import { createContentSchemas } from "#app/content/schema.ts";
import { isSearchable } from "#app/content/schemas/primitives.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { faqItemHref } from "#app/lib/faq-location.ts";
import { DEFAULT_LANGUAGE, type Language, pagePath } from "#app/site-manifest.ts";
import { ContentError } from "#app/content/content-errors.ts";
import { loadContent } from "#app/content/content-files.ts";

/** The shapes of content read for search; only their structure is read, so no Markdown is rendered. */
const contentSchemas = createContentSchemas(String);
const programmeShape = contentSchemas.programme.shape;
const eligibilityIntroShape = contentSchemas.eligibility.shape.intro;

/**
 * The texts of a content value that its schema marks `searchable`, in order, as plain text
 * (Markdown fields arrive as HTML, rich texts as parts). Anything unmarked, such as a button
 * label, is left out.
 */
function searchableTexts(schema: z.core.$ZodType, value: unknown): string[] {
  if (value === undefined) return [];
  if (isSearchable(schema)) {
    if (Array.isArray(value)) return [plainText(value as RichText)];
    const words = String(value);
    return [words.includes("<") ? htmlToPlainText(words) : words];
  }
  if (schema instanceof z.ZodObject) {
    const record = value as Record<string, unknown>;
    return Object.entries(schema.shape).flatMap(([key, field]) =>
      searchableTexts(field, record[key]),
    );
  }
  if (schema instanceof z.ZodArray) {
    return (value as unknown[]).flatMap((item) => searchableTexts(schema.element, item));
  }
  if (schema instanceof z.ZodOptional) return searchableTexts(schema.unwrap(), value);
  return [];
}

/**
 * Turns the site's content into search documents: FAQ answers, /k-youth sections, contact cards
 * and the eligibility check.
 */
export function buildSearchDocuments(content: SiteContentForSearch): SearchDocument[] {
  const { language, faq, programme, contact, eligibility, site, search } = content;
  const documents: SearchDocument[] = [];

  for (const tab of faq.tabs) {
    for (const item of tab.items) {
      documents.push({
        id: `faq:${item.id}`,
        kind: "faq",
        title: item.title,
        location: formatMessage(search.locations.faq, { tab: tab.label }),
        url: faqItemHref(item.id, language),
        body: htmlToPlainText(item.body),
        keywords: (item.keywords ?? []).join(" "),
      });
    }
  }

  for (const [key, id] of Object.entries(PROGRAMME_SECTION_IDS) as [
    ProgrammeSectionKey,
    string,
  ][]) {
    const section = programme[key];
    documents.push({
      id: `section:${id}`,
      kind: "section",
      title: section.heading,
      location: formatMessage(search.locations.programme, { section: section.eyebrow }),
      url: `${pagePath("programme", language)}#${id}`,
      body: searchableTexts(programmeShape[key], section).join(" "),
      keywords: "",
    });
  }

  const cardBodies: Record<ContactCardKey, string> = {
    website: site.contact.website.label,
    phone: site.contact.phone.display,
    email: site.contact.email.address,
    location: site.contact.address.lines.join(", "),
  };
  for (const [key, id] of Object.entries(CONTACT_CARD_IDS) as [ContactCardKey, string][]) {
    documents.push({
      id: `contact:${id}`,
      kind: "contact",
      title: contact.cards[key],
      location: formatMessage(search.locations.contact, { card: contact.cards.label }),
      url: `${pagePath("contact", language)}#${id}`,
      body: cardBodies[key],
      keywords: "",
    });
  }

  documents.push({
    id: "page:eligibility",
    kind: "page",
    title: eligibility.breadcrumbTitle,
    location: search.locations.eligibility,
    url: pagePath("eligibility", language),
    body: searchableTexts(eligibilityIntroShape, eligibility.intro).join(" "),
    keywords: (eligibility.intro.keywords ?? []).join(" "),
  });

  const known = new Set(documents.map((document) => document.id));
  const unknown = search.suggestions.ids.filter((id) => !known.has(`faq:${id}`));
  if (unknown.length > 0) {
    throw new ContentError(
      `app/content/${language}/search.yaml: suggestions.ids names questions that faq.yaml does not have: ${unknown.join(", ")}`,
    );
  }
  return documents;
}

type SiteContentForSearch = ReturnType<typeof loadContentForSearch>;

/** Reads the content files of one language the way the site build does (validated by zod). */
export function loadContentForSearch(language: Language = DEFAULT_LANGUAGE) {
  return {
    language,
    faq: loadContent(language, "faq"),
    programme: loadContent(language, "programme"),
    contact: loadContent(language, "contact"),
    eligibility: loadContent(language, "eligibility"),
    site: loadContent(language, "site"),
    search: loadContent(language, "search"),
  };
}

/** The index file the site ships, built from the content. */
export function buildSearchIndexFile(content = loadContentForSearch()): SearchIndexFile {
  const documents = buildSearchDocuments(content);
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(documents);
  return { version: 1, documentCount: documents.length, index: index.toJSON() };
}
