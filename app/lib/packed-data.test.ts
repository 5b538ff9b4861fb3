import { describe, expect, it, vi } from "vitest";
import { pack, unpack } from "./packed-data.ts";

describe("packed loader data", () => {
  const data = {
    language: "ms",
    page: { title: 'Program "K-Youth"', items: ["<b>satu</b>", "dua\nbaris"], count: 3 },
    missing: null,
  };

  it("gives back the value it packed, markup, quotes and line breaks included", () => {
    expect(unpack(pack(data))).toStrictEqual(data);
  });

  it("leaves an optional part that is not set out, as the content leaves it", () => {
    const unpacked = unpack(pack({ ...data, note: undefined as string | undefined }));
    expect(unpacked.note).toBeUndefined();
    expect(Object.keys(unpacked)).toStrictEqual(Object.keys(data));
  });

  it("parses the same data once, however many parts of the page read it", () => {
    const parse = vi.spyOn(JSON, "parse");
    const packed = pack({ ...data, language: "en" });
    const first = unpack(packed);
    expect(unpack(packed)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
});
