import { z } from "zod";
import {
  byPhase,
  keeping,
  type MarkdownField,
  pageMeta,
  searchableText,
  slug,
  text,
} from "./primitives.ts";

function uniqueIds(options: { id: string }[]): boolean {
  return new Set(options.map(({ id }) => id)).size === options.length;
}

/** One answer to pick; an answer that rules the visitor out says why, in plain words. */
const choice = z
  .object({ id: slug, label: text, eligible: z.boolean(), reason: text.optional() })
  .refine((option) => option.eligible || option.reason !== undefined, {
    error: "an answer that is not eligible needs a reason, shown to the visitor",
    path: ["reason"],
  });

/** A question with one answer to pick (radio buttons). */
const singleChoiceQuestion = z.object({
  question: text,
  hint: text.optional(),
  options: z
    .array(choice)
    .min(2, "offer at least two answers")
    .refine(uniqueIds, "answer ids must differ")
    .refine((options) => options.some((option) => option.eligible), {
      error: "at least one answer must be eligible",
    }),
  /** The error when the visitor continues without an answer. */
  required: text,
});

/** The age question: a whole number of years, eligible from `min` to `max` inclusive. */
const ageQuestion = z
  .object({
    question: text,
    hint: text.optional(),
    /** After the box, such as "years". */
    unit: text,
    min: z.int().min(1),
    max: z.int().max(120),
    errors: z.object({
      required: text,
      notNumber: text,
      notWhole: text,
      outOfRange: keeping("lowest", "highest"),
    }),
    tooYoung: keeping("age", "min"),
    tooOld: keeping("age", "max"),
  })
  .refine((question) => question.min <= question.max, {
    error: "min must not be above max",
    path: ["max"],
  });

/** Past programmes to tick; ticking any rules the visitor out. "None of these" excludes them. */
const pastProgrammesQuestion = z.object({
  question: text,
  hint: text.optional(),
  programmes: z
    .array(z.object({ id: slug, label: text }))
    .min(1)
    .refine(uniqueIds, "programme ids must differ"),
  none: text,
  /** Shown between the programmes and "None of these", as GOV.UK does. */
  or: text,
  required: text,
  reason: keeping("programmes"),
});

export function eligibilitySchema(markdown: MarkdownField) {
  return z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
    intro: z.object({
      heading: searchableText,
      lead: searchableText,
      privacy: searchableText,
      start: text,
      requirementsHeading: text,
      withoutScript: text,
      /** Extra words that find the check in the site search, never shown. */
      keywords: z.array(text).optional(),
    }),
    progress: keeping("current", "total"),
    back: text,
    continue: text,
    errorSummaryTitle: text,
    errorPrefix: text,
    questions: z.object({
      citizenship: singleChoiceQuestion,
      age: ageQuestion,
      work: singleChoiceQuestion,
      qualification: singleChoiceQuestion,
      pastProgrammes: pastProgrammesQuestion,
      commitment: singleChoiceQuestion,
    }),
    result: z.object({
      /**
       * `{name}` when applications have closed and no next intake is announced: the check is then
       * for the next intake, never for one whose applications closed.
       */
      nextIntake: text,
      /** `{name}` is the intake the result is about. */
      eligible: z.object({
        /** While applications are open. */
        heading: keeping("name"),
        /** While they are not: the status of applications follows it. */
        meetsRequirements: keeping("name"),
        body: markdown,
        nextHeading: text,
        next: byPhase(markdown),
      }),
      notEligible: z.object({
        heading: keeping("name"),
        lead: text,
        changeAnswers: text,
        askTeam: markdown,
      }),
      /** Interest in the programme's themes is looked for, not checked: said on every result. */
      preference: text,
      finalDecision: text,
      startAgain: text,
    }),
  });
}
