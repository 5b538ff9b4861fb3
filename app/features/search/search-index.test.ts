import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { CONTACT_CARD_IDS } from "#app/config/contact-anchors.ts";
import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { loadSearchEngine, normalizeQuery, runSearch, suggestedHits } from "./run-search.ts";
import {
  buildSearchDocuments,
  buildSearchIndexFile,
  loadContentForSearch,
} from "./search-index.ts";

const content = loadContentForSearch();
const documents = buildSearchDocuments(content);
const file = buildSearchIndexFile(content);
const engine = loadSearchEngine(JSON.parse(JSON.stringify(file)) as typeof file);
const faqItems = content.faq.tabs.flatMap((tab) => tab.items.map((item) => ({ tab, item })));
const ojtTab = content.faq.tabs.find((tab) => tab.slug === "about-the-on-the-job-training");

function ids(query: string): string[] {
  return runSearch(engine, query).map((hit) => hit.id);
}

describe("search index: the words people type", () => {
  /** An FAQ answer's keywords, in the language's own content, each a search to try. */
  const keywordSearches = (language: "en" | "ms") => {
    const languageContent = loadContentForSearch(language);
    const languageFile = buildSearchIndexFile(languageContent);
    const languageEngine = loadSearchEngine(
      JSON.parse(JSON.stringify(languageFile)) as typeof languageFile,
    );
    return languageContent.faq.tabs
      .flatMap((tab) => tab.items)
      .flatMap((item) =>
        (item.keywords ?? []).map((keyword) => ({ engine: languageEngine, id: item.id, keyword })),
      );
  };

  it.each(["en", "ms"] as const)(
    "lists each answer among the first results for every word it is kept for (%s): deadline, salary, stipend, gaji...",
    (language) => {
      const searches = keywordSearches(language);
      // The words the programme's readers type and the answers do not say: more than a handful.
      expect(searches.length).toBeGreaterThan(5);
      const missed = searches
        .filter(
          ({ engine: languageEngine, id, keyword }) =>
            !runSearch(languageEngine, keyword)
              .slice(0, 5)
              .map((hit) => hit.id)
              .includes(`faq:${id}`),
        )
        .map(({ id, keyword }) => `${keyword} -> ${id}`);
      expect(missed).toEqual([]);
    },
  );
});

describe("search index: documents", () => {
  it("has every FAQ answer, every /k-youth section, every contact card and the eligibility check", () => {
    const sections = Object.values(PROGRAMME_SECTION_IDS);
    const cards = Object.values(CONTACT_CARD_IDS);
    expect(documents).toHaveLength(faqItems.length + sections.length + cards.length + 1);
    expect(file.documentCount).toBe(documents.length);
    for (const { item } of faqItems) {
      expect(documents.map((document) => document.id)).toContain(`faq:${item.id}`);
    }
    for (const id of sections) {
      const section = documents.find((document) => document.id === `section:${id}`);
      expect(section?.url).toBe(`/k-youth#${id}`);
      expect(section?.body.length).toBeGreaterThan(20);
    }
    for (const id of cards) {
      expect(documents.find((document) => document.id === `contact:${id}`)?.url).toBe(
        `/contact-us#${id}`,
      );
    }
  });

  it("finds the eligibility check by what a graduate would type", () => {
    expect(documents.find((document) => document.id === "page:eligibility")).toMatchObject({
      kind: "page",
      title: "Can I apply?",
      location: "Eligibility check",
      url: "/k-youth/eligibility",
    });
    for (const query of ["eligible", "can I apply", "qualify"]) {
      expect(ids(query).slice(0, 3), query).toContain("page:eligibility");
    }
  });

  it("finds the Malay eligibility check by Malay words", () => {
    const malay = loadContentForSearch("ms");
    const malayFile = buildSearchIndexFile(malay);
    const malayEngine = loadSearchEngine(JSON.parse(JSON.stringify(malayFile)) as typeof malayFile);
    const hits = runSearch(malayEngine, "layak");
    expect(hits.slice(0, 3).map((hit) => hit.id)).toContain("page:eligibility");
    expect(hits.find((hit) => hit.id === "page:eligibility")?.url).toBe("/ms/k-youth/eligibility");
  });

  it("gives each answer its question, its tab as location, and the FAQ deep link", () => {
    const allowance = documents.find((document) => document.id === "faq:allowance");
    expect(allowance).toMatchObject({
      kind: "faq",
      title: "Will I be paid an allowance?",
      location: "FAQ · About K-Youth",
      url: "/k-youth#faq-allowance",
    });
  });

  it("holds plain text only: no markup, no Markdown, no hidden link words", () => {
    for (const document of documents) {
      expect(document.body, document.id).not.toMatch(
        /<[a-z/]|&[a-z]+;|\*\*|\(opens in a new tab\)/,
      );
      expect(document.body, document.id).not.toMatch(/\s{2,}/);
    }
  });

  it("indexes only the fields the content schema marks searchable, never a button label", () => {
    const about = documents.find((document) => document.id === "section:about");
    expect(about?.body).toContain(content.programme.about.facts[0]?.label);
    expect(about?.body).not.toContain(content.programme.applications.apply);
    const partners = documents.find((document) => document.id === "section:strategic-partners");
    expect(partners?.body).not.toContain(content.programme.partners.pause);
  });

  it("does not put control labels (buttons, carousel names) in a section's text", () => {
    const testimonials = documents.find((document) => document.id === "section:testimonials");
    expect(testimonials?.body).not.toContain("Next testimonial");
    expect(testimonials?.body).not.toContain("{index}");
  });

  it("stops the build when a suggested question does not exist", () => {
    const broken = {
      ...content,
      search: {
        ...content.search,
        suggestions: { ...content.search.suggestions, ids: ["allowance", "no-such-question"] },
      },
    };
    expect(() => buildSearchDocuments(broken)).toThrow(/no-such-question/);
  });

  it("resolves every suggested question", () => {
    const hits = suggestedHits(engine, content.search.suggestions.ids);
    expect(hits.map((hit) => hit.id)).toEqual(
      content.search.suggestions.ids.map((id) => `faq:${id}`),
    );
  });

  it("is small: under 16 KB gzip", () => {
    const json = JSON.stringify(file);
    const gzip = gzipSync(json, { level: 9 }).length;
    console.info(
      `search index: ${file.documentCount} documents, ${json.length} B raw, ${gzip} B gzip`,
    );
    expect(gzip).toBeLessThan(16 * 1024);
  });
});

describe("search index: ranking", () => {
  it("'allowance' finds the allowance answer first", () => {
    expect(ids("allowance")[0]).toBe("faq:allowance");
  });

  it("'OJT' finds the OJT tab's answers, first", () => {
    const ojtIds = ojtTab?.items.map((item) => `faq:${item.id}`) ?? [];
    expect(ojtIds.length).toBeGreaterThan(0);
    const found = ids("OJT");
    expect(found.slice(0, 3).every((id) => ojtIds.includes(id))).toBe(true);
    for (const id of ojtIds) expect(found).toContain(id);
  });

  it("'penalty' finds the quitting answer first (through its keywords)", () => {
    expect(ids("penalty")[0]).toBe("faq:quitting-penalty");
  });

  it("matches prefixes, small typos, any case and no diacritics", () => {
    expect(ids("allow")[0]).toBe("faq:allowance");
    expect(ids("alowance")[0]).toBe("faq:allowance");
    expect(ids("ALLOWANCE")[0]).toBe("faq:allowance");
    expect(ids("allowánce")[0]).toBe("faq:allowance");
    expect(ids("certificate")).toContain("faq:certificate");
  });

  it("ranks question titles over mentions in other answers", () => {
    expect(ids("quit")[0]).toBe("faq:quitting-penalty");
    expect(ids("how do I apply")[0]).toBe("faq:how-to-apply");
  });

  it("finds page sections and contact cards", () => {
    expect(ids("partners")).toContain("section:strategic-partners");
    expect(ids("Kuala Lumpur")).toContain("contact:contact-card-location");
    expect(ids("email")).toContain("contact:contact-card-email");
  });

  it("falls back to any word when not every word matches", () => {
    expect(ids("allowance zzzzqqq")[0]).toBe("faq:allowance");
  });
});

describe("search index: bad input", () => {
  const queries = [
    "",
    " ",
    "a",
    "x".repeat(500),
    "allowance ".repeat(50),
    "!!!???...,,,",
    ".*+?^${}()|[]\\",
    "(((((",
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "🎓🎓🎓",
    "elaun 🎓",
    "Berapakah elaun bulanan saya?",
    "permohonan latihan",
    "\u0000\u200b\ud800",
  ];

  for (const query of queries) {
    it(`${JSON.stringify(query.length > 40 ? `${query.slice(0, 40)}…` : query)} does not throw`, () => {
      const hits = runSearch(engine, query);
      expect(hits.length).toBeLessThanOrEqual(8);
      for (const hit of hits) {
        const shown = [...hit.title, ...hit.snippet].map((segment) => segment.text).join("");
        expect(shown).not.toContain("<script");
      }
    });
  }

  it("trims long queries to 100 characters", () => {
    expect(normalizeQuery("x".repeat(500))).toHaveLength(100);
  });
});

describe("search index: speed", () => {
  it("answers a query well within one frame (p95 < 16 ms)", () => {
    const queries = [
      "allowance",
      "ojt",
      "penalty",
      "how do i apply",
      "certificate",
      "a",
      "pr",
      "programme structure",
      "unemployed graduate",
      "alowance",
      "microsoft",
      "kuala lumpur",
      "mentor",
      "host company",
      "x".repeat(100),
      "what happens if i quit the programme",
    ];
    for (const query of queries) runSearch(engine, query); // warm up
    const times: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      for (const query of queries) {
        const start = performance.now();
        runSearch(engine, query);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const at = (quantile: number) => times[Math.floor(quantile * (times.length - 1))] ?? 0;
    console.info(
      `search query time over ${times.length} queries: median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
    );
    expect(at(0.95)).toBeLessThan(16);
  });
});
