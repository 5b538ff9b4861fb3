import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { nextIntakeAfter } from "#app/test/test-intakes.ts";
import type { IntakesContent } from "#app/content/schema.ts";
import { intakesSchema } from "./intakes.ts";

// Plain YAML data, edited below the way the programme team might get the dates wrong; the years,
// names and dates come from the data, so the tests hold whatever intakes it lists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = (): any => parse(readFileSync(join(import.meta.dirname, "../intakes.yaml"), "utf8"));

const data = intakesSchema.parse(read()) as IntakesContent;
const first = data.intakes[0];
const last = data.intakes.at(-1);
if (!first || !last) throw new Error("app/content/intakes.yaml lists no intake with dates");
/** The position a next intake takes in the list, after the last. */
const nextIndex = data.intakes.length;
/** A next intake, as the team would add it after the last one in the data. */
const next = nextIntakeAfter(last);

/** The first problem the schema finds, as its path and message, or null when the content passes. */
function firstProblem(content: unknown) {
  const result = intakesSchema.safeParse(content);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { path: issue?.path, message: issue?.message };
}

describe("intake dates", () => {
  it("accepts the intakes as they are, and a next one added after them", () => {
    expect(firstProblem(read())).toBeNull();
    const content = read();
    content.intakes.push(next);
    expect(firstProblem(content)).toBeNull();
  });

  it("refuses applications that close before they open, naming the intake and the field", () => {
    const content = read();
    content.intakes[0].applicationsClose.date = first.applicationsOpen.date;
    expect(firstProblem(content)).toEqual({
      path: ["intakes", 0, "applicationsClose", "date"],
      message: expect.stringContaining(`${first.name}: applications must close after they open`),
    });
  });

  it("refuses training that starts before applications close, or ends before it starts", () => {
    const early = read();
    // The day applications close starts before their last second.
    early.intakes[0].trainingStart.date = first.applicationsClose.date.slice(0, 10);
    expect(firstProblem(early)?.path).toEqual(["intakes", 0, "trainingStart", "date"]);
    const backwards = read();
    backwards.intakes[0].onTheJobTrainingEnd.date = first.trainingStart.date;
    expect(firstProblem(backwards)).toEqual({
      path: ["intakes", 0, "onTheJobTrainingEnd", "date"],
      message: expect.stringContaining(
        `${first.name}: the on-the-job training must end after training starts`,
      ),
    });
  });

  it("refuses a next intake whose applications open before the last one's close", () => {
    const content = read();
    content.intakes.push({ ...next, applicationsOpen: { date: last.applicationsOpen.date } });
    expect(firstProblem(content)).toEqual({
      path: ["intakes", nextIndex, "applicationsOpen", "date"],
      message: expect.stringContaining(
        `${next.name}: applications must open after ${last.name}'s close`,
      ),
    });
  });

  it("asks for times in Malaysia time, to the second", () => {
    const utc = read();
    utc.intakes[0].applicationsOpen.date = new Date(first.applicationsOpen.date)
      .toISOString()
      .replace(".000Z", "Z");
    expect(firstProblem(utc)).toEqual({
      path: ["intakes", 0, "applicationsOpen", "date"],
      message: "write the time in Malaysia time, ending in +08:00",
    });
    const dayOnly = read();
    dayOnly.intakes[0].applicationsClose.date = first.applicationsClose.date.slice(0, 10);
    expect(firstProblem(dayOnly)?.path).toEqual(["intakes", 0, "applicationsClose", "date"]);
  });

  it("keeps one intake a year, earliest first", () => {
    const content = read();
    content.intakes.push({ ...next, year: last.year });
    expect(firstProblem(content)).toEqual({
      path: ["intakes", nextIndex, "year"],
      message: `${last.year} must come after ${last.year}: one intake a year, earliest first`,
    });
    const earlier = read();
    earlier.earlierIntakes.push({ year: first.year, name: first.name });
    expect(firstProblem(earlier)?.path).toEqual(["intakes", 0, "year"]);
  });

  it("needs at least one intake with its dates", () => {
    const content = read();
    content.intakes = [];
    expect(firstProblem(content)?.path).toEqual(["intakes"]);
  });
});

describe("the next intake the tests add", () => {
  it("is the next year's, named and dated a year after the one before, and valid after it", () => {
    const intake = {
      ...first,
      year: 2027,
      name: "K-Youth 2027",
      applicationsOpen: { date: "2027-02-01T09:00:00+08:00" },
      applicationsClose: { date: "2027-03-15T23:59:59+08:00" },
      trainingStart: { date: "2028-02-29" },
      onTheJobTrainingEnd: { date: "2028-06-30" },
      applicationForm: { url: "https://apply.k-youth.my/2027", englishOnly: true },
    };
    expect(nextIntakeAfter(intake)).toEqual({
      year: 2028,
      name: "K-Youth 2028",
      applicationsOpen: { date: "2028-02-01T09:00:00+08:00" },
      applicationsClose: { date: "2028-03-15T23:59:59+08:00" },
      trainingStart: { date: "2029-02-28" },
      onTheJobTrainingEnd: { date: "2029-06-30" },
      applicationForm: { url: "https://apply.k-youth.my/2028", englishOnly: true },
    });
    const content = { earlierIntakes: [], intakes: [intake, nextIntakeAfter(intake)] };
    expect(firstProblem(content)).toBeNull();
  });
});
