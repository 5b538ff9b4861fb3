import {
  CONTACT_FORM_HEADING_ID,
  CONTACT_SUBJECT_PARAM,
  PRESET_SUBJECT_IDS,
} from "#app/config/contact-anchors.ts";
import { type Language, pagePath } from "#app/site-manifest.ts";
import type { IntakeState } from "#app/content/intake-state.ts";
import type { IntakeSchedule, IntakeTexts, ScheduledIntake } from "./schedule.ts";

/** One thing a visitor can do about applications, as a link: the first of a state's is its main one. */
export interface IntakeAction {
  key: "apply" | "addToCalendar" | "registerInterest" | "askAboutNext";
  label: string;
  href: string;
  /** A file to save (the calendar entry) rather than a page. */
  download?: boolean;
}

interface ActionContext {
  schedule: Pick<IntakeSchedule, "interestForm">;
  texts: IntakeTexts;
  language: Language;
}

/** The contact form in `language`, its subject set to hearing about the next intake. */
function askAboutNextPath(language: Language): string {
  const search = new URLSearchParams({ [CONTACT_SUBJECT_PARAM]: PRESET_SUBJECT_IDS.nextIntake });
  return `${pagePath("contact", language)}?${search}#${CONTACT_FORM_HEADING_ID}`;
}

/**
 * What a visitor can do in each state. APPLY NOW only while applications are open. Before they
 * open: save the opening date to a calendar. Once closed: the ways to hear about the next intake
 * (its opening date in a calendar when known, the interest form if the content names one, and the
 * contact form with its subject set).
 */
export function intakeActions(
  state: IntakeState<ScheduledIntake>,
  { schedule, texts, language }: ActionContext,
): IntakeAction[] {
  const addToCalendar = (intake: ScheduledIntake): IntakeAction => ({
    key: "addToCalendar",
    label: texts.addToCalendar,
    href: intake.calendarPath,
    download: true,
  });
  const hearAboutNext: IntakeAction[] = [
    ...(schedule.interestForm
      ? [
          {
            key: "registerInterest" as const,
            label: texts.registerInterest,
            href: schedule.interestForm,
          },
        ]
      : []),
    { key: "askAboutNext", label: texts.askAboutNext, href: askAboutNextPath(language) },
  ];
  switch (state.kind) {
    case "open":
    case "closingSoon":
      return [{ key: "apply", label: texts.apply, href: state.intake.applicationForm }];
    case "upcoming":
      return [addToCalendar(state.intake)];
    case "closedNextKnown":
      return [addToCalendar(state.next), ...hearAboutNext];
    case "closedNextToBeAnnounced":
      return hearAboutNext;
  }
}
