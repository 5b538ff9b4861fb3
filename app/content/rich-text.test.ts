import { describe, expect, it } from "vitest";
import { hasLanguageMark, LanguageMarkError, parseRichText, plainText } from "./rich-text.ts";

describe("language marks in plain text", () => {
  it("split a text into its words and the words of another language", () => {
    expect(parseRichText("Latihan [Future of Skills]{lang=en} bermula")).toEqual([
      "Latihan ",
      { lang: "en", text: "Future of Skills" },
      " bermula",
    ]);
    expect(parseRichText("[Generative AI]{lang=en}")).toEqual([
      { lang: "en", text: "Generative AI" },
    ]);
    expect(parseRichText("No marks at all")).toEqual(["No marks at all"]);
  });

  it("give back the plain words for attributes, search and structured data", () => {
    const text = parseRichText("[Sustainable Tech]{lang=en} dan [Generative AI]{lang=en}");
    expect(plainText(text)).toBe("Sustainable Tech dan Generative AI");
  });

  it.each([
    ["a language the site does not have", "[Bonjour]{lang=fr}", /unknown language "fr"/],
    ["an empty language", "[Words]{lang=}", /unknown language ""/],
    ["brackets inside the words", "[[Nested]]{lang=en}", /is written \[words\]\{lang=en\}/],
    ["a mark without its words", "Text ]{lang=en}", /is written/],
    ["a mark cut short", "Text [Words]{lang", /is written/],
  ])("refuse %s", (_, source, message) => {
    expect(() => parseRichText(source)).toThrow(LanguageMarkError);
    expect(() => parseRichText(source)).toThrow(message);
  });

  it("are recognised, well-formed or not, so plain fields can refuse them", () => {
    expect(hasLanguageMark("Latihan [Future of Skills]{lang=en}")).toBe(true);
    expect(hasLanguageMark("[Words]{lang")).toBe(true);
    expect(hasLanguageMark("Read the [requirements](#faq-requirements) {soon}")).toBe(false);
  });
});
