import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/lib/format-message.ts";
import { testContent } from "#app/test/content.ts";
import {
  type Answers,
  firstUnanswered,
  parseStoredAnswers,
  readAge,
  unmetRules,
  withPastIntakes,
} from "./rules.ts";

const { questions } = testContent("eligibility");
const listFormat = new Intl.ListFormat("en-MY", { type: "conjunction" });

/** Answers that meet every rule of the content. */
const ELIGIBLE: Required<Answers> = {
  citizenship: "yes",
  age: 24,
  work: "unemployed-over-a-month",
  qualification: "diploma",
  pastProgrammes: "none",
  commitment: "yes",
};

const unmet = (changes: Partial<Answers>) =>
  unmetRules(questions, { ...ELIGIBLE, ...changes }, listFormat);

describe("eligibility rules", () => {
  it("lets someone apply who meets every rule", () => {
    expect(unmet({})).toEqual([]);
  });

  const { min, max, tooYoung, tooOld } = questions.age;
  it.each([
    [min - 1, [formatMessage(tooYoung, { age: min - 1, min, max })]],
    [min, []],
    [max, []],
    [max + 1, [formatMessage(tooOld, { age: max + 1, min, max })]],
  ])("at age %i gives %j: the range's ends are inside it", (age, reasons) => {
    expect(unmet({ age }).map(({ reason }) => reason)).toEqual(reasons);
  });

  it.each<[string, Partial<Answers>, RegExp]>([
    ["not a citizen", { citizenship: "no" }, /Malaysian citizens only/],
    ["working", { work: "working" }, /working at the moment/],
    ["out of work a month or less", { work: "unemployed-a-month-or-less" }, /1 month or less/],
    ["SPM", { qualification: "spm" }, /SPM or an equivalent/],
    ["STPM or foundation", { qualification: "pre-university" }, /STPM, matriculation/],
    ["a certificate", { qualification: "certificate" }, /A certificate is not enough/],
    ["a past participant", { pastProgrammes: ["mystep"] }, /taken part in MySTEP\./],
    ["not full-time", { commitment: "no" }, /full-time for all 4 months/],
  ])("rules out someone %s, alone, with its reason", (_, changes, reason) => {
    const rules = unmet(changes);
    expect(rules).toHaveLength(1);
    expect(rules[0]?.reason).toMatch(reason);
  });

  it("rules out exactly one month out of work: the programme asks for more than 1 month", () => {
    // Someone out of work for exactly one month finds themselves in "1 month or less".
    const options = questions.work.options;
    const upToOneMonth = options.find(({ label }) => label.endsWith("1 month or less"));
    const overOneMonth = options.find(({ label }) => label.endsWith("more than 1 month"));
    expect(upToOneMonth?.eligible).toBe(false);
    expect(unmet({ work: upToOneMonth?.id }).map(({ reason }) => reason)).toEqual([
      upToOneMonth?.reason,
    ]);
    expect(unmet({ work: overOneMonth?.id })).toEqual([]);
  });

  it.each(["diploma", "bachelor", "postgraduate"])("accepts a %s", (qualification) => {
    expect(unmet({ qualification })).toEqual([]);
  });

  it("lists every unmet rule, in question order, not only the first", () => {
    const rules = unmet({
      commitment: "no",
      citizenship: "no",
      age: 40,
      pastProgrammes: ["sl1m", "protege"],
    });
    expect(rules.map(({ question }) => question)).toEqual([
      "citizenship",
      "age",
      "pastProgrammes",
      "commitment",
    ]);
    // Programmes are named in the content's order, joined as the language joins a list.
    expect(rules[2]?.reason).toMatch(/taken part in PROTEGE and SL1M\./);
  });

  it("joins programme names in Malay on the Malay page", () => {
    const malay = withPastIntakes(testContent("eligibility", "ms").questions, [
      { year: 2024, name: "K-Youth 2024" },
    ]);
    const [rule] = unmetRules(
      malay,
      { ...ELIGIBLE, pastProgrammes: ["protege", "sl1m", "k-youth-2024"] },
      new Intl.ListFormat("ms-MY", { type: "conjunction" }),
    );
    expect(rule?.reason).toMatch(/PROTEGE, SL1M dan K-Youth 2024/);
  });
});

describe("past intakes among the past programmes", () => {
  const pastIntakes = [
    { year: 2024, name: "K-Youth 2024" },
    { year: 2025, name: "K-Youth 2025" },
  ];

  it("lists the programme's past intakes after the content's other programmes", () => {
    const programmes = withPastIntakes(questions, pastIntakes).pastProgrammes.programmes;
    expect(programmes.map(({ id }) => id)).toEqual([
      ...questions.pastProgrammes.programmes.map(({ id }) => id),
      "k-youth-2024",
      "k-youth-2025",
    ]);
  });

  it("rules out a participant of the last intake", () => {
    const [rule] = unmetRules(
      withPastIntakes(questions, pastIntakes),
      { ...ELIGIBLE, pastProgrammes: ["k-youth-2025"] },
      listFormat,
    );
    expect(rule?.reason).toMatch(/taken part in K-Youth 2025\./);
  });

  it("keeps a stored answer naming a past intake only while that intake is listed", () => {
    const stored = JSON.stringify({ pastProgrammes: ["k-youth-2025"] });
    expect(parseStoredAnswers(withPastIntakes(questions, pastIntakes), stored)).toEqual({
      pastProgrammes: ["k-youth-2025"],
    });
    expect(parseStoredAnswers(questions, stored)).toEqual({});
  });
});

describe("reading the age box", () => {
  it.each([
    ["24", { age: 24 }],
    [" 30 ", { age: 30 }],
    ["1", { age: 1 }],
    ["120", { age: 120 }],
    ["", { error: "required" }],
    ["   ", { error: "required" }],
    ["0", { error: "outOfRange" }],
    ["121", { error: "outOfRange" }],
    ["-5", { error: "outOfRange" }],
    ["9".repeat(500), { error: "outOfRange" }],
    ["24.5", { error: "notWhole" }],
    ["24,5", { error: "notWhole" }],
    [".5", { error: "notWhole" }],
    ["twenty", { error: "notNumber" }],
    ["24 years", { error: "notNumber" }],
    ["1e2", { error: "notNumber" }],
    ["<b>24</b>", { error: "notNumber" }],
  ])("reads %j as %j", (typed, reading) => {
    expect(readAge(typed)).toEqual(reading);
  });
});

describe("answers kept in the tab", () => {
  it("round-trip through storage", () => {
    expect(parseStoredAnswers(questions, JSON.stringify(ELIGIBLE))).toEqual(ELIGIBLE);
  });

  it.each([null, "", "not json", "null", "[]", "42", '"text"'])(
    "are empty when storage holds %j",
    (raw) => {
      expect(parseStoredAnswers(questions, raw)).toEqual({});
    },
  );

  it("keep only answers possible under today's rules", () => {
    const stored = {
      citizenship: "maybe",
      age: "24",
      work: "working",
      qualification: { id: "diploma" },
      pastProgrammes: ["protege", "unknown"],
      commitment: "yes",
      extra: "ignored",
    };
    expect(parseStoredAnswers(questions, JSON.stringify(stored))).toEqual({
      work: "working",
      commitment: "yes",
    });
  });

  it("find the first question still to answer", () => {
    expect(firstUnanswered(questions, {})).toBe("citizenship");
    expect(firstUnanswered(questions, { citizenship: "no", age: 40 })).toBe("work");
    expect(firstUnanswered(questions, { ...ELIGIBLE, pastProgrammes: [] })).toBe("pastProgrammes");
    expect(firstUnanswered(questions, ELIGIBLE)).toBeNull();
  });
});
