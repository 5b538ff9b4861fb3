import { describe, expect, it } from "vitest";
import {
  createFaqIndex,
  faqHash,
  faqItemHref,
  faqPanelId,
  faqTabHref,
  faqTabId,
  parseFaqHash,
  parseFaqLocation,
  parseFaqQuery,
  searchWithoutFaq,
} from "./faq-location.ts";
import { testContent } from "#app/test/content.ts";

const faq = testContent("faq");

const index = createFaqIndex([
  { slug: "about-k-youth", items: [{ id: "cost" }, { id: "how-to-apply" }] },
  { slug: "about-the-course", items: [{ id: "courses" }] },
  { slug: "about-the-on-the-job-training", items: [{ id: "what-is-ojt" }] },
]);

const at = (search: string, hash: string) => parseFaqLocation({ search, hash }, index);

describe("parseFaqHash", () => {
  it("reads a tab slug", () => {
    expect(parseFaqHash("#faq-about-the-course", index)).toEqual({
      tab: "about-the-course",
      item: null,
    });
  });

  it("reads a question id and the tab it belongs to", () => {
    expect(parseFaqHash("#faq-what-is-ojt", index)).toEqual({
      tab: "about-the-on-the-job-training",
      item: "what-is-ojt",
    });
  });

  it("accepts the fragment with or without its #", () => {
    expect(parseFaqHash("faq-cost", index)).toEqual({ tab: "about-k-youth", item: "cost" });
  });

  it("decodes percent-encoding", () => {
    expect(parseFaqHash("#faq-%63ost", index)).toEqual({ tab: "about-k-youth", item: "cost" });
  });

  it.each([
    ["empty", ""],
    ["only #", "#"],
    ["the section itself", "#faq"],
    ["the bare prefix", "#faq-"],
    ["another section", "#what-we-offer"],
    ["an unknown tab slug", "#faq-about-the-weather"],
    ["an unknown question id", "#faq-no-such-question"],
    ["an id without the faq- prefix", "#cost"],
    ["a different letter case", "#faq-COST"],
    ["trailing characters", "#faq-cost/extra"],
    ["surrounding spaces", "#faq-%20cost%20"],
    ["malformed percent-encoding", "#faq-%E0%A4%A"],
    ["a lone percent sign", "#faq-cost%"],
    ["HTML", "#faq-<img src=x onerror=alert(1)>"],
    ["encoded HTML", "#faq-%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a very long hash", `#faq-${"a".repeat(5000)}`],
    ["a very long hash ending in a real id", `#${"x".repeat(5000)}faq-cost`],
    ["an inherited object key", "#faq-constructor"],
    ["a prototype key", "#faq-__proto__"],
  ])("ignores %s", (_label, hash) => {
    expect(parseFaqHash(hash, index)).toBeNull();
  });
});

describe("parseFaqQuery", () => {
  it("reads ?faq=<tab slug> among other parameters", () => {
    expect(parseFaqQuery("?utm_source=x&faq=about-the-course")).toBe("about-the-course");
  });

  it.each([
    ["no query", ""],
    ["no faq parameter", "?utm_source=newsletter"],
    ["an unknown slug", "?faq=about-nothing"],
    ["a question id (only tabs go in the query)", "?faq=cost"],
    ["an empty value", "?faq="],
    ["malformed percent-encoding", "?faq=%E0%A4%A"],
    ["HTML", "?faq=<script>alert(1)</script>"],
    ["a very long value", `?faq=${"about-k-youth".repeat(1000)}`],
  ])("ignores %s", (_label, search) => {
    expect(parseFaqQuery(search)).toBeNull();
  });
});

describe("parseFaqLocation", () => {
  it("is null (the default state) when the URL names nothing in the FAQ", () => {
    expect(at("", "")).toBeNull();
    expect(at("?ref=home", "#faq")).toBeNull();
    expect(at("", "#faq-unknown")).toBeNull();
  });

  it("takes a question from the hash", () => {
    expect(at("", "#faq-courses")).toEqual({ tab: "about-the-course", item: "courses" });
  });

  it("takes a tab from the query alone", () => {
    expect(at("?faq=about-the-on-the-job-training", "")).toEqual({
      tab: "about-the-on-the-job-training",
      item: null,
    });
  });

  it("opens a question when the query names its own tab", () => {
    expect(at("?faq=about-the-course", "#faq-courses")).toEqual({
      tab: "about-the-course",
      item: "courses",
    });
  });

  it("ignores a question of another tab than the query names", () => {
    expect(at("?faq=about-the-course", "#faq-cost")).toEqual({
      tab: "about-the-course",
      item: null,
    });
  });

  it("lets the query decide when query and hash name different tabs", () => {
    expect(at("?faq=about-the-course", "#faq-about-k-youth")).toEqual({
      tab: "about-the-course",
      item: null,
    });
  });

  it("falls back to the hash when the query's slug is unknown", () => {
    expect(at("?faq=bogus", "#faq-what-is-ojt")).toEqual({
      tab: "about-the-on-the-job-training",
      item: "what-is-ojt",
    });
  });

  it("is null when both are broken", () => {
    expect(at("?faq=%E0%A4%A", "#faq-%E0%A4%A")).toBeNull();
  });
});

describe("FAQ addresses", () => {
  it("round-trips every real tab and question through its hash", () => {
    const real = createFaqIndex(faq.tabs);
    for (const tab of faq.tabs) {
      expect(parseFaqHash(faqHash({ tab: tab.slug, item: null }), real)).toEqual({
        tab: tab.slug,
        item: null,
      });
      for (const item of tab.items) {
        const href = faqItemHref(item.id, "en");
        expect(href).toBe(`/k-youth#faq-${item.id}`);
        expect(parseFaqHash(new URL(href, "https://x.example").hash, real)).toEqual({
          tab: tab.slug,
          item: item.id,
        });
      }
    }
  });

  it("links to a tab", () => {
    expect(faqTabHref("about-the-course", "en")).toBe("/k-youth#faq-about-the-course");
    expect(faqTabHref("about-the-course", "ms")).toBe("/ms/k-youth#faq-about-the-course");
  });

  it("gives tabs and panels ids that cannot clash with anchors", () => {
    expect(faqTabId("about-k-youth")).toBe("faq-about-k-youth--tab");
    expect(faqPanelId("about-k-youth")).toBe("faq-about-k-youth--panel");
    expect(parseFaqHash(`#${faqTabId("about-k-youth")}`, index)).toBeNull();
  });
});

describe("searchWithoutFaq", () => {
  it("drops only the faq parameter", () => {
    expect(searchWithoutFaq("?faq=about-the-course&utm_source=x")).toBe("?utm_source=x");
    expect(searchWithoutFaq("?faq=about-the-course")).toBe("");
  });

  it("leaves a query without it untouched", () => {
    expect(searchWithoutFaq("")).toBe("");
    expect(searchWithoutFaq("?a=1&b=%20")).toBe("?a=1&b=%20");
  });
});
