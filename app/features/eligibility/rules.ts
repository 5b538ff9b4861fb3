import type { EligibilityContent } from "#app/content/schema.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { AGE_ACCEPTED, QUESTION_KEYS, type QuestionKey } from "./settings.ts";

export type Questions = EligibilityContent["questions"];

/**
 * The questions with the programme's own past intakes added to the past programmes, after the
 * content's others: `k-youth-2024` for K-Youth 2024, ids kept from when the content listed them.
 */
export function withPastIntakes(
  questions: Questions,
  pastIntakes: readonly { year: number; name: string }[],
): Questions {
  const { pastProgrammes } = questions;
  const intakes = pastIntakes.map(({ year, name }) => ({ id: `k-youth-${year}`, label: name }));
  return {
    ...questions,
    pastProgrammes: { ...pastProgrammes, programmes: [...pastProgrammes.programmes, ...intakes] },
  };
}

/**
 * What the visitor has answered so far. Choices are answer ids from the content; the age is
 * kept as a whole number; past programmes are programme ids, or "none" alone.
 */
export interface Answers {
  citizenship?: string;
  age?: number;
  work?: string;
  qualification?: string;
  pastProgrammes?: string[] | "none";
  commitment?: string;
}

type AgeError = keyof Questions["age"]["errors"];
export type AgeReading = { age: number } | { error: AgeError };

/**
 * Reads what was typed into the age box. Only whole numbers of years from 1 to 120 count as an
 * age; everything else (letters, decimals, negatives, 500 digits) gets a message saying why.
 */
export function readAge(typed: string): AgeReading {
  const value = typed.trim();
  if (value === "") return { error: "required" };
  if (/^[+-]?\d+$/.test(value)) {
    const age = Number(value);
    return age >= AGE_ACCEPTED.lowest && age <= AGE_ACCEPTED.highest
      ? { age }
      : { error: "outOfRange" };
  }
  if (/^[+-]?(\d+[.,]\d*|[.,]\d+)$/.test(value)) return { error: "notWhole" };
  return { error: "notNumber" };
}

/** The stored answer to `key`, if it is still a possible answer under the current rules. */
function validAnswer(questions: Questions, answers: Answers, key: QuestionKey): boolean {
  switch (key) {
    case "age": {
      const { age } = answers;
      return (
        typeof age === "number" &&
        Number.isInteger(age) &&
        age >= AGE_ACCEPTED.lowest &&
        age <= AGE_ACCEPTED.highest
      );
    }
    case "pastProgrammes": {
      const ticked = answers.pastProgrammes;
      if (ticked === "none") return true;
      const known = new Set(questions.pastProgrammes.programmes.map(({ id }) => id));
      return Array.isArray(ticked) && ticked.length > 0 && ticked.every((id) => known.has(id));
    }
    default:
      return questions[key].options.some(({ id }) => id === answers[key]);
  }
}

/** The first question still to answer, in order, or null once every answer is in. */
export function firstUnanswered(questions: Questions, answers: Answers): QuestionKey | null {
  return QUESTION_KEYS.find((key) => !validAnswer(questions, answers, key)) ?? null;
}

/**
 * Answers kept in the tab, read back defensively: storage can hold anything (an older version
 * of the rules, a hand edit). Only answers that are possible under today's rules are kept.
 */
export function parseStoredAnswers(questions: Questions, raw: string | null): Answers {
  if (raw === null) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof stored !== "object" || stored === null) return {};
  const candidate = stored as Record<string, unknown>;
  const answers: Answers = {};
  for (const key of QUESTION_KEYS) {
    const single: Answers = { [key]: candidate[key] };
    if (validAnswer(questions, single, key)) Object.assign(answers, single);
  }
  return answers;
}

export interface UnmetRule {
  question: QuestionKey;
  reason: string;
}

/**
 * Every rule the answers do not meet, in question order, each with its reason in plain words.
 * An empty list means the visitor can apply. `listFormat` joins several programme names
 * ("PROTEGE and SL1M") in the page's language.
 */
export function unmetRules(
  questions: Questions,
  answers: Required<Answers>,
  listFormat: Intl.ListFormat,
): UnmetRule[] {
  return QUESTION_KEYS.flatMap((question): UnmetRule[] => {
    const reason = reasonFor(questions, answers, question, listFormat);
    return reason === null ? [] : [{ question, reason }];
  });
}

function reasonFor(
  questions: Questions,
  answers: Required<Answers>,
  key: QuestionKey,
  listFormat: Intl.ListFormat,
): string | null {
  switch (key) {
    case "age": {
      const { min, max, tooYoung, tooOld } = questions.age;
      const { age } = answers;
      if (age < min) return formatMessage(tooYoung, { age, min, max });
      if (age > max) return formatMessage(tooOld, { age, min, max });
      return null;
    }
    case "pastProgrammes": {
      const ticked = answers.pastProgrammes;
      if (ticked === "none") return null;
      const names = questions.pastProgrammes.programmes
        .filter(({ id }) => ticked.includes(id))
        .map(({ label }) => label);
      return formatMessage(questions.pastProgrammes.reason, {
        programmes: listFormat.format(names),
      });
    }
    default: {
      const chosen = questions[key].options.find(({ id }) => id === answers[key]);
      return chosen && !chosen.eligible ? (chosen.reason ?? null) : null;
    }
  }
}
