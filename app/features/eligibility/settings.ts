/** The six questions, in the order the check asks them (their words and rules are content). */
export const QUESTION_KEYS = [
  "citizenship",
  "age",
  "work",
  "qualification",
  "pastProgrammes",
  "commitment",
] as const;
export type QuestionKey = (typeof QUESTION_KEYS)[number];

/**
 * The ages the age box accepts as an answer at all; the ages that can apply are the content's.
 * Anything outside is a typing mistake, not an age to judge.
 */
export const AGE_ACCEPTED = { lowest: 1, highest: 120 } as const;

/** Where the check keeps its answers: this tab only, gone when it closes. */
export const ANSWERS_STORAGE_KEY = "k-youth:eligibility-answers";

/**
 * The query parameter naming the step (`?step=3`, `?step=result`): the step is in the address so
 * the browser's Back and a reload land on it; the answers never are.
 */
export const STEP_PARAM = "step";
export const RESULT_STEP = "result";
