import { describe, expect, it } from "vitest";
import { SEARCH_MAX_QUERY_LENGTH } from "./settings.ts";
import { buildSnippet, highlightSegments, normalizeQuery, type TextSegment } from "./run-search.ts";

const joined = (segments: TextSegment[]) => segments.map((segment) => segment.text).join("");
const marked = (segments: TextSegment[]) =>
  segments.filter((segment) => segment.match).map((segment) => segment.text);

describe("normalizeQuery", () => {
  it("trims and collapses whitespace", () => {
    expect(normalizeQuery("  how   do\n I  apply  ")).toBe("how do I apply");
    expect(normalizeQuery("")).toBe("");
    expect(normalizeQuery("   ")).toBe("");
    expect(normalizeQuery("a")).toBe("a");
  });

  it(`cuts queries to ${SEARCH_MAX_QUERY_LENGTH} characters without splitting an emoji`, () => {
    expect(normalizeQuery("y".repeat(500))).toHaveLength(SEARCH_MAX_QUERY_LENGTH);
    const emoji = normalizeQuery("🎓".repeat(200));
    expect(Array.from(emoji)).toHaveLength(SEARCH_MAX_QUERY_LENGTH);
    expect(emoji.isWellFormed()).toBe(true);
    expect(normalizeQuery("a\ud800b").isWellFormed()).toBe(true);
  });
});

describe("highlightSegments", () => {
  it("marks whole words whose processed form matched, keeping the text as written", () => {
    const segments = highlightSegments("Will I be paid an Allowance?", new Set(["allowance"]));
    expect(joined(segments)).toBe("Will I be paid an Allowance?");
    expect(marked(segments)).toEqual(["Allowance"]);
  });

  it("ignores case and diacritics", () => {
    expect(marked(highlightSegments("Café and CAFE", new Set(["cafe"])))).toEqual(["Café", "CAFE"]);
  });

  it("treats markup and regex characters in the text as plain text", () => {
    const text = "<b> allowance .*+?^${}()|[]\\";
    const segments = highlightSegments(text, new Set(["allowance", ".*"]));
    expect(joined(segments)).toBe(text);
    expect(marked(segments)).toEqual(["allowance"]);
  });

  it("returns the text unmarked when nothing matched", () => {
    expect(highlightSegments("No match here", new Set())).toEqual([
      { text: "No match here", match: false },
    ]);
  });
});

describe("buildSnippet", () => {
  const body = `${"Lorem ipsum dolor sit amet. ".repeat(8)}You receive an allowance of up to RM2,500 a month. ${"More text follows here. ".repeat(10)}`;

  it("shows the text around the first match, cut at words, with ellipses", () => {
    const snippet = buildSnippet(body, new Set(["allowance"]));
    const text = joined(snippet);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(marked(snippet)).toEqual(["allowance"]);
    expect(text.length).toBeLessThanOrEqual(150);
    expect(text).not.toMatch(/^…\S*[a-z]ipsum/);
  });

  it("starts at the beginning when the match is early or absent", () => {
    expect(joined(buildSnippet("Short answer about allowance.", new Set(["allowance"])))).toBe(
      "Short answer about allowance.",
    );
    expect(joined(buildSnippet(body, new Set(["nothing"]))).startsWith("Lorem")).toBe(true);
  });
});
