import { describe, expect, it } from "vitest";
import { wrapWords } from "./wrap-words.ts";

describe("wrapWords", () => {
  it("keeps short names on one line", () => {
    expect(wrapWords("Acme Berhad", 14, 2)).toEqual(["Acme Berhad"]);
  });

  it("breaks between words", () => {
    expect(wrapWords("Sample Partner 01", 14, 2)).toEqual(["Sample Partner", "01"]);
  });

  it("puts the rest on the last allowed line", () => {
    expect(wrapWords("One Two Three Four Five Six", 8, 2)).toEqual([
      "One Two",
      "Three Four Five Six",
    ]);
  });

  it("never splits a long word", () => {
    expect(wrapWords("Supercalifragilistic Sdn Bhd", 10, 2)).toEqual([
      "Supercalifragilistic",
      "Sdn Bhd",
    ]);
  });
});
