import { MALAYSIA_UTC_OFFSET } from "#app/config/malaysia-time.ts";
import { loadContent, loadIntakes } from "#app/content/content-files.ts";
import { isCalendarDay } from "#app/content/schemas/primitives.ts";
import { checkedIntake, intakeSchedule, pastIntakes } from "#app/features/intake/schedule.ts";
import { intakeActions } from "#app/features/intake/intake-actions.ts";
import { statusText } from "#app/features/intake/status-text.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import {
  applicationsOpen,
  describedIntake,
  type IntakeState,
  intakeState,
} from "#app/content/intake-state.ts";
import { writtenMoment } from "#app/content/written-dates.ts";
import { LANGUAGES, languages, pagePath } from "#app/site-manifest.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_AND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The moment `--on` asks for: a day is its first second in Malaysia; a date and time is taken as
 * written. Anything else, a day the calendar does not have (2027-02-30) included, is a plain
 * message instead of a moment.
 */
export function momentOf(on: string): Date | string {
  const usage = "give a day like 2027-03-01, or a date and time like 2027-03-01T09:00:00+08:00";
  if (!DAY.test(on) && !DAY_AND_TIME.test(on)) return `--on ${on}: ${usage}`;
  if (!isCalendarDay(on)) return `--on ${on}: there is no such day; ${usage}`;
  const moment = new Date(DAY.test(on) ? `${on}T00:00:00${MALAYSIA_UTC_OFFSET}` : on);
  if (Number.isNaN(moment.getTime())) return `--on ${on}: there is no such time; ${usage}`;
  return moment;
}

function describe(state: IntakeState<{ name: string } & Parameters<typeof intakeState>[0][0]>) {
  switch (state.kind) {
    case "upcoming":
      return `upcoming: ${state.intake.name} opens later`;
    case "open":
      return `open: ${state.intake.name}`;
    case "closingSoon":
      return `closing soon: ${state.intake.name}, ${state.daysLeft} day(s) left`;
    case "closedNextKnown":
      return `closed (${state.closed.name}), next intake known: ${state.next.name}`;
    case "closedNextToBeAnnounced":
      return `closed (${state.closed.name}), next intake to be announced`;
  }
}

/**
 * What the site says and offers at `moment`, as docs/editing.md promises: where applications
 * stand, the eligibility check's past programmes, the dates in the search engines' data, and for
 * each language the titles, the status line, the check's result and every call to action. Titles
 * and search engines' data are a build's: the SOURCE_DATE_EPOCH of a build made at `moment`
 * must be set before this runs (scripts/intake.ts does).
 */
export function intakeReport(moment: Date): string[] {
  const now = moment.getTime();
  const content = loadIntakes();
  const english = intakeSchedule(content, "en", moment);
  const state = intakeState(english.intakes, now);
  const described = describedIntake(state);
  const past = pastIntakes(english, now).map(({ name }) => name);
  const lines = [
    `On ${writtenMoment(moment.toISOString(), LANGUAGES.en.tag)}, Malaysia time:`,
    `  ${describe(state)}`,
    `  The eligibility check is for: ${checkedIntake(state)?.name ?? "the next intake, not announced yet"}`,
    `  Past programmes in the eligibility check: ${past.join(", ") || "none"}`,
    `  Search engines' data (JSON-LD) of a page built that day: ${described.name}, applications ${described.applicationsOpen} to ${described.applicationsClose}, training ${described.trainingStart} to ${described.onTheJobTrainingEnd}`,
  ];
  for (const language of languages) {
    const programme = loadContent(language, "programme");
    const eligibility = loadContent(language, "eligibility");
    const schedule = intakeSchedule(content, language, moment);
    const inLanguage = intakeState(schedule.intakes, now);
    const result = eligibility.result.eligible;
    const name = checkedIntake(inLanguage)?.name ?? eligibility.result.nextIntake;
    lines.push(
      "",
      `${LANGUAGES[language].name} (${pagePath("programme", language)})`,
      `  Title: ${programme.meta.title}`,
      `  Eligibility check's title: ${eligibility.meta.title}`,
      `  Status: ${statusText(inLanguage, programme.applications.status)}`,
      `  The check's result for someone who meets every rule: ${formatMessage(applicationsOpen(inLanguage) ? result.heading : result.meetsRequirements, { name })}`,
      ...intakeActions(inLanguage, { schedule, texts: programme.applications, language }).map(
        (action) => `  [${action.label}] ${action.href}${action.download ? " (download)" : ""}`,
      ),
    );
  }
  return lines;
}
