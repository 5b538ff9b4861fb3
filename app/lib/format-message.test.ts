import { describe, expect, it } from "vitest";
import { formatMessage } from "./format-message.ts";

describe("formatMessage", () => {
  it("fills every named placeholder, numbers included", () => {
    expect(formatMessage("{index} of {total}", { index: 2, total: 4 })).toBe("2 of 4");
  });

  it("inserts a value literally: a query with $& or a placeholder is not expanded", () => {
    expect(formatMessage("Nothing found for “{query}”.", { query: "$& {query} $1" })).toBe(
      "Nothing found for “$& {query} $1”.",
    );
  });

  it("leaves a placeholder it has no value for", () => {
    expect(formatMessage("{count} results for {query}", { count: 3 })).toBe(
      "3 results for {query}",
    );
  });
});
