import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { accessibilitySchema } from "./accessibility.ts";
import { markdownField } from "./primitives.ts";

const schema = accessibilitySchema(markdownField((source) => source));
// Plain YAML data, edited below the way a content editor might get it wrong.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = (): any =>
  parse(readFileSync(join(import.meta.dirname, "../en/accessibility.yaml"), "utf8"));

function firstProblem(content: unknown) {
  const result = schema.safeParse(content);
  return result.success ? null : result.error.issues[0]?.path;
}

describe("accessibility statement content rules", () => {
  it("accepts the statement as it is", () => {
    expect(firstProblem(read())).toBeNull();
  });

  it.each(["23 November 2026", "2026-13-01", "2026-11"])("rejects %j as a review date", (date) => {
    const content = read();
    content.lastReviewed = date;
    expect(firstProblem(content)).toEqual(["lastReviewed"]);
  });

  it("rejects a review label that lost its {date}", () => {
    const content = read();
    content.reviewedLabel = "Last reviewed recently";
    expect(firstProblem(content)).toEqual(["reviewedLabel"]);
  });

  it("rejects two sections with the same id", () => {
    const content = read();
    content.sections[1].id = content.sections[0].id;
    expect(firstProblem(content)).toEqual(["sections"]);
  });
});
