import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { eligibilitySchema } from "./eligibility.ts";
import { markdownField } from "./primitives.ts";

const schema = eligibilitySchema(markdownField((source) => source));
// Plain YAML data, edited below the way a content editor might get the rules wrong.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = (language: string): any =>
  parse(readFileSync(join(import.meta.dirname, `../${language}/eligibility.yaml`), "utf8"));

/** The path of the first problem the schema finds, or null when the content passes. */
function firstProblem(content: unknown) {
  const result = schema.safeParse(content);
  return result.success ? null : result.error.issues[0]?.path;
}

describe("eligibility content rules", () => {
  it.each(["en", "ms"])("accepts the %s rules as they are", (language) => {
    expect(firstProblem(read(language))).toBeNull();
  });

  it("asks for a reason on every answer that rules a visitor out", () => {
    const content = read("en");
    delete content.questions.work.options[0].reason;
    expect(firstProblem(content)).toEqual(["questions", "work", "options", 0, "reason"]);
  });

  it("rejects a question nobody could pass", () => {
    const content = read("en");
    for (const option of content.questions.commitment.options) {
      option.eligible = false;
      option.reason ??= "No";
    }
    expect(firstProblem(content)).toEqual(["questions", "commitment", "options"]);
  });

  it("rejects an age range upside down or outside 1 to 120", () => {
    const upsideDown = read("en");
    upsideDown.questions.age.min = 31;
    expect(firstProblem(upsideDown)).toEqual(["questions", "age", "max"]);
    const tooOld = read("en");
    tooOld.questions.age.max = 150;
    expect(firstProblem(tooOld)).toEqual(["questions", "age", "max"]);
    const fractional = read("en");
    fractional.questions.age.min = 17.5;
    expect(firstProblem(fractional)).toEqual(["questions", "age", "min"]);
  });

  it("rejects a reason that lost the placeholder the site fills", () => {
    const content = read("en");
    content.questions.age.tooOld = "You are too old.";
    expect(firstProblem(content)).toEqual(["questions", "age", "tooOld"]);
  });

  it("rejects two programmes with the same id", () => {
    const content = read("en");
    content.questions.pastProgrammes.programmes[1].id = "protege";
    expect(firstProblem(content)).toEqual(["questions", "pastProgrammes", "programmes"]);
  });
});
