import type { IntakesContent, ProgrammeContent } from "#app/content/schema.ts";
import { type Language, LANGUAGES } from "#app/site-manifest.ts";
import { calendarPath } from "./calendar.ts";
import {
  type ApplicationWindow,
  closedIntakes,
  type DatedIntake,
  type IntakeState,
} from "#app/content/intake-state.ts";
import { datedIntake } from "#app/lib/intake-state-mark.ts";
import { writtenDay, writtenMoment } from "#app/content/written-dates.ts";

/** One intake as a page receives it, made when the site is built. */
export interface ScheduledIntake extends DatedIntake {
  name: string;
  /** ISO 8601 dates of the programme, for its structured data. */
  trainingStart: string;
  onTheJobTrainingEnd: string;
  applicationForm: string;
  /** Its "applications open" calendar entry in the page's language (written by the build). */
  calendarPath: string;
  /** Its dates as the page's language writes them, in Malaysia time. */
  written: {
    opens: string;
    closes: string;
    opensOn: string;
    closedOn: string;
    trainingStart: string;
    trainingEnd: string;
  };
}

/** The words a page needs about applications: the calendar entry's are the build's alone. */
export type IntakeTexts = Omit<ProgrammeContent["applications"], "calendar">;

export function pageTexts({
  calendar: _calendar,
  ...texts
}: ProgrammeContent["applications"]): IntakeTexts {
  return texts;
}

/** Everything a page needs to say where applications stand, on any day. */
export interface IntakeSchedule {
  intakes: ScheduledIntake[];
  /** Intakes that ran before the site kept dates; past programmes in the eligibility check. */
  earlierIntakes: { year: number; name: string }[];
  /** Where people register interest in the next intake, if the programme has such a form. */
  interestForm?: string;
  /** The moment the site was built: the state the prerendered page shows. */
  builtAt: string;
  /** The day it was built, written in the page's language, for readers without JavaScript. */
  builtOn: string;
}

/**
 * The intakes for a page in `language`, with every date already written: the browser only picks
 * the texts of the state it works out (decision 118: no date formatting while hydrating).
 */
export function intakeSchedule(
  content: IntakesContent,
  language: Language,
  builtAt: Date,
): IntakeSchedule {
  const { tag } = LANGUAGES[language];
  return {
    intakes: content.intakes.map((intake) => ({
      ...datedIntake(intake),
      name: intake.name,
      trainingStart: intake.trainingStart.date,
      onTheJobTrainingEnd: intake.onTheJobTrainingEnd.date,
      applicationForm: intake.applicationForm.url,
      calendarPath: calendarPath(intake.year, language),
      written: {
        opens: writtenMoment(intake.applicationsOpen.date, tag),
        closes: writtenMoment(intake.applicationsClose.date, tag),
        opensOn: writtenDay(intake.applicationsOpen.date, tag),
        closedOn: writtenDay(intake.applicationsClose.date, tag),
        trainingStart: writtenDay(intake.trainingStart.date, tag),
        trainingEnd: writtenDay(intake.onTheJobTrainingEnd.date, tag),
      },
    })),
    earlierIntakes: content.earlierIntakes,
    ...(content.interestForm && { interestForm: content.interestForm.url }),
    builtAt: builtAt.toISOString(),
    builtOn: writtenDay(builtAt.toISOString(), tag),
  };
}

/**
 * The intake the eligibility check is for: the one open, or the next one announced. None once the
 * last known intake has closed: the check is then for the next intake, not yet announced. It is
 * never an intake whose applications have closed, so it is never among the past programmes.
 */
export function checkedIntake<Intake extends ApplicationWindow>(
  state: IntakeState<Intake>,
): Intake | undefined {
  switch (state.kind) {
    case "closedNextKnown":
      return state.next;
    case "closedNextToBeAnnounced":
      return undefined;
    default:
      return state.intake;
  }
}

/**
 * The eligibility check's past programmes from this programme: the earlier intakes and every
 * intake whose applications had closed at `now`, whatever the state (their participants cannot
 * apply again).
 */
export function pastIntakes(
  schedule: IntakeSchedule,
  now: number,
): { year: number; name: string }[] {
  return [...schedule.earlierIntakes, ...closedIntakes(schedule.intakes, now)].map(
    ({ year, name }) => ({ year, name }),
  );
}
