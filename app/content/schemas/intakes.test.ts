import { INTAKE_2026 } from "#app/test/test-intakes.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { intakesSchema } from "./intakes.ts";

// Plain YAML data, edited below the way the programme team might get the dates wrong.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = (): any => parse(readFileSync(join(import.meta.dirname, "../intakes.yaml"), "utf8"));

/** The first problem the schema finds, as its path and message, or null when the content passes. */
function firstProblem(content: unknown) {
  const result = intakesSchema.safeParse(content);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { path: issue?.path, message: issue?.message };
}

/** A next intake, as the team would add it. */
const NEXT_YEAR = INTAKE_2026;

describe("intake dates", () => {
  it("accepts the intakes as they are, and a next one added after them", () => {
    expect(firstProblem(read())).toBeNull();
    const content = read();
    content.intakes.push(NEXT_YEAR);
    expect(firstProblem(content)).toBeNull();
  });

  it("refuses applications that close before they open, naming the intake and the field", () => {
    const content = read();
    content.intakes[0].applicationsClose.date = "2025-03-31T23:59:59+08:00";
    expect(firstProblem(content)).toEqual({
      path: ["intakes", 0, "applicationsClose", "date"],
      message: expect.stringMatching(/^K-Youth 2025: applications must close after they open/),
    });
  });

  it("refuses training that starts before applications close, or ends before it starts", () => {
    const early = read();
    early.intakes[0].trainingStart.date = "2025-05-15";
    expect(firstProblem(early)?.path).toEqual(["intakes", 0, "trainingStart", "date"]);
    const backwards = read();
    backwards.intakes[0].onTheJobTrainingEnd.date = "2025-06-03";
    expect(firstProblem(backwards)).toEqual({
      path: ["intakes", 0, "onTheJobTrainingEnd", "date"],
      message: expect.stringMatching(/^K-Youth 2025: the on-the-job training must end after/),
    });
  });

  it("refuses a next intake whose applications open before the last one's close", () => {
    const content = read();
    content.intakes.push({
      ...NEXT_YEAR,
      applicationsOpen: { date: "2025-05-01T09:00:00+08:00" },
    });
    expect(firstProblem(content)).toEqual({
      path: ["intakes", 1, "applicationsOpen", "date"],
      message: expect.stringMatching(/^K-Youth 2026: applications must open after K-Youth 2025's/),
    });
  });

  it("asks for times in Malaysia time, to the second", () => {
    const utc = read();
    utc.intakes[0].applicationsOpen.date = "2025-03-31T16:00:00Z";
    expect(firstProblem(utc)).toEqual({
      path: ["intakes", 0, "applicationsOpen", "date"],
      message: "write the time in Malaysia time, ending in +08:00",
    });
    const dayOnly = read();
    dayOnly.intakes[0].applicationsClose.date = "2025-05-15";
    expect(firstProblem(dayOnly)?.path).toEqual(["intakes", 0, "applicationsClose", "date"]);
  });

  it("keeps one intake a year, earliest first", () => {
    const content = read();
    content.intakes.push({ ...NEXT_YEAR, year: 2025 });
    expect(firstProblem(content)).toEqual({
      path: ["intakes", 1, "year"],
      message: "2025 must come after 2025: one intake a year, earliest first",
    });
    const earlier = read();
    earlier.earlierIntakes.push({ year: 2026, name: "K-Youth 2026" });
    expect(firstProblem(earlier)?.path).toEqual(["intakes", 0, "year"]);
  });

  it("needs at least one intake with its dates", () => {
    const content = read();
    content.intakes = [];
    expect(firstProblem(content)?.path).toEqual(["intakes"]);
  });
});
