/**
 * Where applications stand on any day, and what every page then says and offers, in every
 * language: the same state function and words as the site, from app/content/intakes.yaml.
 *
 *   npm run intake                          now
 *   npm run intake -- --on 2027-03-01       that day, from midnight in Malaysia
 *   npm run intake -- --on 2027-03-01T09:00:00+08:00
 */
import { parseArgs } from "node:util";
import { MALAYSIA_UTC_OFFSET } from "#app/config/malaysia-time.ts";
import { intakeActions } from "#app/features/intake/intake-actions.ts";
import { type IntakeState, intakeState } from "#app/lib/intake-state.ts";
import {
  intakeSchedule,
  pastIntakes,
  type ScheduledIntake,
} from "#app/features/intake/schedule.ts";
import { statusText } from "#app/features/intake/status-text.ts";
import { writtenMoment } from "#app/lib/written-dates.ts";
import { LANGUAGES, languages, pagePath } from "#app/site-manifest.ts";
import { loadContent, loadIntakes } from "#app/content/content-files.ts";

const { values } = parseArgs({ options: { on: { type: "string" } } });

/** The moment asked for: a day is its first second in Malaysia; a date-time is taken as written. */
function momentOf(on: string | undefined): Date {
  if (on === undefined) return new Date();
  const written = /^\d{4}-\d{2}-\d{2}$/.test(on) ? `${on}T00:00:00${MALAYSIA_UTC_OFFSET}` : on;
  const moment = new Date(written);
  if (!/^\d{4}-\d{2}-\d{2}(T.+)?$/.test(on) || Number.isNaN(moment.getTime())) {
    console.error(
      `--on ${on}: give a day like 2027-03-01, or a date and time like 2027-03-01T09:00:00+08:00`,
    );
    process.exit(1);
  }
  return moment;
}

function describe(state: IntakeState<ScheduledIntake>): string {
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

const moment = momentOf(values.on);
const content = loadIntakes();
const english = intakeSchedule(content, "en", moment);
const state = intakeState(english.intakes, moment.getTime());
console.log(`On ${writtenMoment(moment.toISOString(), LANGUAGES.en.tag)}, Malaysia time:`);
console.log(`  ${describe(state)}`);
const past = pastIntakes(english, moment.getTime()).map(({ name }) => name);
console.log(`  Past intakes in the eligibility check: ${past.join(", ") || "none"}`);

for (const language of languages) {
  const texts = loadContent(language, "programme").applications;
  const schedule = intakeSchedule(content, language, moment);
  const inLanguage = intakeState(schedule.intakes, moment.getTime());
  console.log(`\n${LANGUAGES[language].name} (${pagePath("programme", language)})`);
  console.log(`  ${statusText(inLanguage, texts.status)}`);
  for (const action of intakeActions(inLanguage, { schedule, texts, language })) {
    console.log(`  [${action.label}] ${action.href}${action.download ? " (download)" : ""}`);
  }
}
