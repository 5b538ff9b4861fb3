import { describe, expect, it } from "vitest";
import { conflictMarkers } from "./conflict-markers.ts";

const lines = (text: string) => conflictMarkers(text).map(({ line }) => line);

describe("merge-conflict markers", () => {
  it("finds Git's three markers, by line number from 1", () => {
    const text = ["# Title", "<<<<<<< HEAD", "ours", "=======", "theirs", ">>>>>>> branch"];
    expect(conflictMarkers(text.join("\n"))).toEqual([
      { line: 2, text: "<<<<<<< HEAD" },
      { line: 4, text: "=======" },
      { line: 6, text: ">>>>>>> branch" },
    ]);
    expect(lines("a\r\n<<<<<<<\r\nb\r\n>>>>>>>\r\n")).toEqual([2, 4]);
  });

  it("finds the markers as Prettier rewrites them in Markdown", () => {
    const text = ["<<<<<<< HEAD", "- ours", "  \\=======", "- theirs", "", "> > > > > > > records"];
    expect(lines(text.join("\n"))).toEqual([1, 3, 6]);
  });

  it("leaves a Markdown heading underline, quotes and arrows outside a conflict alone", () => {
    const text = ["Heading", "=======", "> a quote", ">> nested", "a <<<<<<< b", "======="];
    expect(lines(text.join("\n"))).toEqual([]);
  });
});
