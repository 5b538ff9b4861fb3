import type { IntakesContent } from "./schema.ts";
import { describedIntake, intakeState } from "./intake-state.ts";
import { writtenDay } from "./written-dates.ts";

type Intake = IntakesContent["intakes"][number];

/** The intake a page built at `now` describes (see describedIntake). */
export function intakeDescribedAt(content: IntakesContent, now: Date): Intake {
  const windows = content.intakes.map((intake) => ({
    intake,
    applicationsOpen: intake.applicationsOpen.date,
    applicationsClose: intake.applicationsClose.date,
  }));
  return describedIntake(intakeState(windows, now.getTime())).intake;
}

/**
 * The facts of the intake a page describes that content texts may name, written `{intake.year}`,
 * `{intake.trainingStart}` and so on: the programme year in titles and headings, and the dates in
 * the application process and the FAQ. The content loader fills them in when the site is built, in
 * the file's language, so each date is written once, in app/content/intakes.yaml.
 */
export function intakeTokens(intake: Intake, locale: string): Record<string, string> {
  return {
    "intake.year": String(intake.year),
    "intake.name": intake.name,
    "intake.applicationsOpen": writtenDay(intake.applicationsOpen.date, locale),
    "intake.applicationsClose": writtenDay(intake.applicationsClose.date, locale),
    "intake.trainingStart": writtenDay(intake.trainingStart.date, locale),
    "intake.onTheJobTrainingEnd": writtenDay(intake.onTheJobTrainingEnd.date, locale),
  };
}

/** An intake token in a text: `{intake.year}`; the name is the token without its braces. */
export const INTAKE_TOKEN = /\{(intake\.\w+)\}/g;

/** A token that names no fact, where it stands in the data, for the content error. */
interface UnknownIntakeToken {
  path: PropertyKey[];
  message: string;
}

/**
 * Every text in `data` (a content file as read) with its intake tokens replaced by `tokens`'
 * facts; a token that names none is left as written and listed in `unknown`.
 */
export function fillIntakeTokens(
  data: unknown,
  tokens: Record<string, string>,
): { filled: unknown; unknown: UnknownIntakeToken[] } {
  const unknown: UnknownIntakeToken[] = [];
  const known = Object.keys(tokens).map((name) => `{${name}}`);
  const fill = (value: unknown, path: PropertyKey[]): unknown => {
    if (typeof value === "string") {
      return value.replace(INTAKE_TOKEN, (token, name: string) => {
        const fact = tokens[name];
        if (fact === undefined) {
          unknown.push({ path, message: `unknown ${token}; use one of: ${known.join(", ")}` });
        }
        return fact ?? token;
      });
    }
    if (Array.isArray(value)) return value.map((item, index) => fill(item, [...path, index]));
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, fill(child, [...path, key])]),
    );
  };
  return { filled: fill(data, []), unknown };
}
