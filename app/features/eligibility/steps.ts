import { firstUnanswered, type Answers, type Questions } from "./rules.ts";
import { QUESTION_KEYS, type QuestionKey, RESULT_STEP, STEP_PARAM } from "./settings.ts";

/** What the check shows: its introduction, one question, or the result. */
export type CheckView =
  { kind: "intro" } | { kind: "question"; key: QuestionKey } | { kind: "result" };

/** A question's place in the check, from 0. */
export const questionIndex = (key: QuestionKey) => QUESTION_KEYS.indexOf(key);

/** The `?step=` value of a view: none for the introduction, "2" for the second question. */
export function stepParam(view: CheckView): string | null {
  if (view.kind === "intro") return null;
  return view.kind === "result" ? RESULT_STEP : String(questionIndex(view.key) + 1);
}

/** The query string of a view: "" for the introduction, `?step=2` for the second question. */
export function stepSearch(view: CheckView): string {
  const step = stepParam(view);
  return step === null ? "" : `?${new URLSearchParams({ [STEP_PARAM]: step })}`;
}

/**
 * The view for a `?step=` value, given the answers so far. A step ahead of the answers (a
 * bookmarked result, a reload after the tab's storage was cleared) becomes the first question
 * still to answer; anything unreadable becomes the introduction. Never a blank page.
 */
export function resolveView(
  step: string | null,
  questions: Questions,
  answers: Answers,
): CheckView {
  const pending = firstUnanswered(questions, answers);
  const firstPending: CheckView =
    pending === null ? { kind: "result" } : { kind: "question", key: pending };
  if (step === RESULT_STEP) return firstPending;
  if (step === null || !/^[1-9]\d?$/.test(step)) return { kind: "intro" };
  const key = QUESTION_KEYS[Number(step) - 1];
  if (key === undefined) return firstPending;
  return pending !== null && questionIndex(key) > questionIndex(pending)
    ? firstPending
    : { kind: "question", key };
}

export const FIRST_QUESTION: CheckView = { kind: "question", key: QUESTION_KEYS[0] };

/** Where Continue leads from a question: the next one, or the result after the last. */
export function nextView(key: QuestionKey): CheckView {
  const next = QUESTION_KEYS[questionIndex(key) + 1];
  return next === undefined ? { kind: "result" } : { kind: "question", key: next };
}

/** Where Back leads from a question: the one before, or the introduction from the first. */
export function previousView(key: QuestionKey): CheckView {
  const previous = QUESTION_KEYS[questionIndex(key) - 1];
  return previous === undefined ? { kind: "intro" } : { kind: "question", key: previous };
}
