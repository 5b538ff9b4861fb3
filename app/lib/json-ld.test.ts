import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld.ts";

const HOSTILE = `</script><script>alert("x")</script> <!-- & 'quotes' "double" \u2028\u2029 🎓 &amp; <b>`;

describe("serializeJsonLd", () => {
  it("leaves no character that HTML or JavaScript parsers treat specially", () => {
    const json = serializeJsonLd({ text: HOSTILE, nested: [{ name: HOSTILE }] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(json).toContain("\\u0026");
    expect(json).toContain("\\u2028");
  });

  it("parses back to the same data, emoji and quotes included", () => {
    const data = { text: HOSTILE, list: ["a", HOSTILE], number: 0 };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it("stays one script element when the HTML parser reads it", () => {
    const html = `<script type="application/ld+json">${serializeJsonLd({ text: HOSTILE })}</script><p>after</p>`;
    const document = parse(html);
    const serialized = JSON.stringify(document, (key, value: unknown) =>
      key === "parentNode" ? undefined : value,
    );
    // Exactly one script element, and no element created from the hostile text.
    expect(serialized.match(/"nodeName":"script"/g)).toHaveLength(1);
    expect(serialized).not.toMatch(/"nodeName":"b"/);
  });
});
