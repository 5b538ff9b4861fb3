import { describe, expect, it } from "vitest";
import { schemaError } from "#app/content/content-errors.ts";
import { intakesSchema } from "./intakes.ts";

// Fixture content of the test's own: the rules are tested, not today's intakes.
function fixture() {
  return {
    earlierIntakes: [{ year: 2040, name: "Round 2040" }],
    intakes: [
      {
        year: 2041,
        name: "Round 2041",
        applicationsOpen: { date: "2041-03-01T09:00:00+08:00" },
        applicationsClose: { date: "2041-03-31T23:59:59+08:00" },
        trainingStart: { date: "2041-05-06" },
        onTheJobTrainingEnd: { date: "2041-09-06" },
        applicationForm: { url: "https://forms.example/2041" },
      },
    ],
    interestForm: { url: "https://forms.example/interest" },
  };
}

function firstIntake(content: ReturnType<typeof fixture>) {
  const [first] = content.intakes;
  if (!first) throw new Error("the fixture has an intake");
  return first;
}

/** The message a build stops with for this content of app/content/intakes.yaml. */
function buildMessage(content: unknown): string {
  const result = intakesSchema.safeParse(content);
  if (result.success) return "";
  return schemaError("app/content/intakes.yaml", result.error, content).message;
}

describe("intakes.yaml, as an officer may get it wrong", () => {
  it("accepts the fixture as it is", () => {
    expect(buildMessage(fixture())).toBe("");
  });

  it("takes application and interest forms on https only, naming file, field and value", () => {
    const application = fixture();
    firstIntake(application).applicationForm.url = "http://forms.example/2041";
    expect(buildMessage(application)).toBe(
      "app/content/intakes.yaml: a mistake to fix\n" +
        '  the first intake, Round 2041, field applicationForm.url: must be a full address starting with https://, not "http://forms.example/2041"',
    );
    const interest = fixture();
    interest.interestForm.url = "http://forms.example/interest";
    expect(buildMessage(interest)).toContain(
      'interestForm.url: must be a full address starting with https://, not "http://forms.example/interest"',
    );
  });

  it("says a day the calendar does not have is no day, once", () => {
    const content = fixture();
    firstIntake(content).applicationsClose.date = "2041-02-30T23:59:59+08:00";
    firstIntake(content).trainingStart.date = "2041-04-31";
    const message = buildMessage(content);
    expect(message).toContain(
      "field applicationsClose.date: 2041-02-30 is not a day of the calendar: check the month and the day",
    );
    expect(message).toContain(
      "field trainingStart.date: 2041-04-31 is not a day of the calendar: check the month and the day",
    );
    // The mistake alone: no knock-on messages about the order of dates or the time zone.
    expect(message).toMatch(/^app\/content\/intakes\.yaml: 2 mistakes to fix\n/);
  });

  it("says a missing block is missing, on the intake by its position from 1 and its name", () => {
    const content = fixture();
    content.intakes.push({ ...firstIntake(content), year: 2042, name: "Round 2042" });
    const second = content.intakes[1] as Partial<(typeof content.intakes)[number]>;
    delete second.applicationsClose;
    expect(buildMessage(content)).toBe(
      "app/content/intakes.yaml: a mistake to fix\n" +
        "  the second intake, Round 2042, field applicationsClose: is missing: add it",
    );
  });
});
