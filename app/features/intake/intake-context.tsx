import { createContext, type ReactNode, useContext, useMemo } from "react";
import {
  CONTACT_FORM_HEADING_ID,
  CONTACT_SUBJECT_PARAM,
  PRESET_SUBJECT_IDS,
} from "#app/config/contact-anchors.ts";
import type { KYouthContent } from "#app/content/schema.ts";
import { usePagePath } from "#app/lib/site-content.tsx";
import { type IntakeAction, intakeActions } from "./intake-actions.ts";
import { closedIntakes, type IntakeState } from "./intake-state.ts";
import type { IntakeSchedule, ScheduledIntake } from "./schedule.ts";
import { statusText } from "./status-text.ts";
import { useIntakeState } from "./use-intake-state.ts";

interface IntakeContextValue {
  state: IntakeState<ScheduledIntake>;
  /** What the page says about applications in this state. */
  status: string;
  /** What a visitor can do about them, the main action first. */
  actions: IntakeAction[];
  /** Every intake that has run or closed its applications: its participants cannot apply again. */
  pastIntakes: { year: number; name: string }[];
  schedule: IntakeSchedule;
  texts: KYouthContent["applications"];
}

const IntakeContext = createContext<IntakeContextValue | null>(null);

/**
 * The state of applications for everything on the page that depends on it: one clock, one
 * transition, so the banner, the sections, the FAQ and the eligibility check always agree.
 */
export function IntakeProvider({
  schedule,
  texts,
  children,
}: {
  schedule: IntakeSchedule;
  texts: KYouthContent["applications"];
  children: ReactNode;
}) {
  const { state, now } = useIntakeState(schedule);
  const contactPath = usePagePath("contact");
  const value = useMemo(() => {
    const askAboutNextPath = `${contactPath}?${CONTACT_SUBJECT_PARAM}=${PRESET_SUBJECT_IDS.nextIntake}#${CONTACT_FORM_HEADING_ID}`;
    return {
      state,
      status: statusText(state, texts.status),
      actions: intakeActions(state, { schedule, texts, askAboutNextPath }),
      pastIntakes: [...schedule.earlierIntakes, ...closedIntakes(schedule.intakes, now)].map(
        ({ year, name }) => ({ year, name }),
      ),
      schedule,
      texts,
    };
  }, [state, now, schedule, texts, contactPath]);
  return <IntakeContext value={value}>{children}</IntakeContext>;
}

export function useIntake(): IntakeContextValue {
  const value = useContext(IntakeContext);
  if (!value) throw new Error("useIntake must be used inside <IntakeProvider>");
  return value;
}
