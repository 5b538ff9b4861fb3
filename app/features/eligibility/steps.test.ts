import { describe, expect, it } from "vitest";
import { testContent } from "#app/test/content.ts";
import type { Answers } from "./rules.ts";
import { nextView, previousView, resolveView, stepSearch } from "./steps.ts";

const { questions } = testContent("eligibility");
const FIRST_TWO: Answers = { citizenship: "yes", age: 24 };
const ALL: Answers = {
  ...FIRST_TWO,
  work: "working",
  qualification: "spm",
  pastProgrammes: "none",
  commitment: "no",
};

describe("the check's steps", () => {
  it.each<[string | null, Answers, ReturnType<typeof resolveView>]>([
    [null, {}, { kind: "intro" }],
    ["1", {}, { kind: "question", key: "citizenship" }],
    ["2", FIRST_TWO, { kind: "question", key: "age" }],
    ["3", FIRST_TWO, { kind: "question", key: "work" }],
    ["result", ALL, { kind: "result" }],
  ])("?step=%s with the answers so far shows that step", (step, answers, view) => {
    expect(resolveView(step, questions, answers)).toEqual(view);
  });

  it.each<[string, Answers, ReturnType<typeof resolveView>]>([
    ["5", FIRST_TWO, { kind: "question", key: "work" }],
    ["result", FIRST_TWO, { kind: "question", key: "work" }],
    ["result", {}, { kind: "question", key: "citizenship" }],
    ["7", ALL, { kind: "result" }],
    ["99", {}, { kind: "question", key: "citizenship" }],
  ])(
    "?step=%s ahead of the answers shows the first question still to answer",
    (step, answers, view) => {
      expect(resolveView(step, questions, answers)).toEqual(view);
    },
  );

  it.each(["0", "-1", "abc", "1.5", "", "<script>", "100"])(
    "an unreadable ?step=%j shows the introduction",
    (step) => {
      expect(resolveView(step, questions, ALL)).toEqual({ kind: "intro" });
    },
  );

  it("goes forward to the result and back to the introduction", () => {
    expect(nextView("age")).toEqual({ kind: "question", key: "work" });
    expect(nextView("commitment")).toEqual({ kind: "result" });
    expect(previousView("age")).toEqual({ kind: "question", key: "citizenship" });
    expect(previousView("citizenship")).toEqual({ kind: "intro" });
  });

  it("puts only the step in the address, never an answer", () => {
    expect(stepSearch({ kind: "intro" })).toBe("");
    expect(stepSearch({ kind: "question", key: "work" })).toBe("?step=3");
    expect(stepSearch({ kind: "result" })).toBe("?step=result");
  });
});
