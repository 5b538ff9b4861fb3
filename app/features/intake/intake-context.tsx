import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo } from "react";
import { formatMessage } from "#app/lib/format-message.ts";
import {
  describedIntake,
  everyIntakeMoment,
  type IntakeMoment,
  intakeState,
  intakeStateKey,
} from "#app/content/intake-state.ts";
import { intakeMarkSettings, markIntakeMomentNow } from "#app/lib/intake-state-mark.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { SITE_STYLES_ATTRIBUTE } from "#app/layout/site-styles.tsx";
import { IntakeMomentScript } from "./intake-moment-script.tsx";
import { type IntakeAction, intakeActions } from "./intake-actions.ts";
import {
  type IntakeSchedule,
  type IntakeTexts,
  pastIntakes,
  type ScheduledIntake,
} from "./schedule.ts";
import { statusText } from "./status-text.ts";
import { useVisitorNow } from "./use-visitor-now.ts";

export type ScheduledMoment = IntakeMoment<ScheduledIntake>;

interface IntakeContextValue {
  /** Every moment the intakes give: the page carries the words of each (decision 144). */
  moments: ScheduledMoment[];
  /** The key of the moment the site was built: its words show without JavaScript. */
  builtKey: string;
  /** What the page says about applications at a moment. */
  statusOf: (moment: ScheduledMoment) => string;
  /** What a visitor can do about them at a moment, the main action first. */
  actionsOf: (moment: ScheduledMoment) => IntakeAction[];
  /** Every intake that has run or closed its applications: its participants cannot apply again. */
  pastIntakes: { year: number; name: string }[];
  schedule: IntakeSchedule;
  texts: IntakeTexts;
}

const IntakeContext = createContext<IntakeContextValue | null>(null);

/**
 * The state of applications for everything on the page that depends on it: every moment's words,
 * of which the head script shows the visitor's, so the banner, the sections, the FAQ and the
 * eligibility check always agree, from the first paint on.
 */
export function IntakeProvider({
  schedule,
  texts,
  children,
}: {
  schedule: IntakeSchedule;
  texts: IntakeTexts;
  children: ReactNode;
}) {
  const now = useVisitorNow(schedule);
  const { language } = useSiteContent();
  const settings = useMemo(
    () => intakeMarkSettings(schedule.intakes.map(datedWindow), `style[${SITE_STYLES_ATTRIBUTE}]`),
    [schedule.intakes],
  );
  // A page reached in the browser ran no inline script: mark the document before it is drawn.
  useLayoutEffect(() => markIntakeMomentNow(settings), [settings]);
  const value = useMemo(
    () => ({
      moments: everyIntakeMoment(schedule.intakes),
      builtKey: builtKeyOf(schedule),
      statusOf: ({ state, phase }: ScheduledMoment) => {
        const status = statusText(state, texts.status);
        if (phase !== "finished") return status;
        return `${status} ${formatMessage(texts.status.finished, { name: describedIntake(state).name })}`;
      },
      actionsOf: ({ state }: ScheduledMoment) =>
        intakeActions(state, { schedule, texts, language }),
      pastIntakes: pastIntakes(schedule, now),
      schedule,
      texts,
    }),
    [now, schedule, texts, language],
  );
  return (
    <IntakeContext value={value}>
      <IntakeMomentScript settings={settings} />
      {children}
    </IntakeContext>
  );
}

/** What the script needs of an intake, and no more: its source is in every page. */
function datedWindow({
  year,
  applicationsOpen,
  applicationsClose,
  trainingStarts,
  programmeEnds,
}: ScheduledIntake) {
  return { year, applicationsOpen, applicationsClose, trainingStarts, programmeEnds };
}

function builtKeyOf(schedule: IntakeSchedule): string {
  const builtAt = Date.parse(schedule.builtAt);
  return intakeStateKey(intakeState(schedule.intakes, builtAt), builtAt);
}

export function useIntake(): IntakeContextValue {
  const value = useContext(IntakeContext);
  if (!value) throw new Error("useIntake must be used inside <IntakeProvider>");
  return value;
}

/** Characters that would be markup where a value goes into HTML rendered from Markdown. */
const MARKUP = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" } as const;

/**
 * The placeholders of words written per moment: the intake the moment is about (the one open or
 * next, or else the last one), its name and its dates as the page's language writes them; for
 * HTML from the content's Markdown, with markup characters escaped.
 */
export function momentValues(
  { state }: ScheduledMoment,
  { html = false } = {},
): Record<string, string> {
  const { name: intakeName, written } = describedIntake(state);
  const name = html
    ? intakeName.replace(/[&<>"]/g, (character) => MARKUP[character as keyof typeof MARKUP])
    : intakeName;
  return {
    name,
    opens: written.opens,
    opensOn: written.opensOn,
    closes: written.closes,
    closesOn: written.closedOn,
    trainingStart: written.trainingStart,
    trainingEnd: written.trainingEnd,
  };
}
