import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { type IntakeAction, intakeActions } from "./intake-actions.ts";
import type { IntakeState } from "#app/lib/intake-state.ts";
import {
  type IntakeSchedule,
  type IntakeTexts,
  pastIntakes,
  type ScheduledIntake,
} from "./schedule.ts";
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
  texts: IntakeTexts;
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
  texts: IntakeTexts;
  children: ReactNode;
}) {
  const { state, now } = useIntakeState(schedule);
  const { language } = useSiteContent();
  const value = useMemo(
    () => ({
      state,
      status: statusText(state, texts.status),
      actions: intakeActions(state, { schedule, texts, language }),
      pastIntakes: pastIntakes(schedule, now),
      schedule,
      texts,
    }),
    [state, now, schedule, texts, language],
  );
  return <IntakeContext value={value}>{children}</IntakeContext>;
}

export function useIntake(): IntakeContextValue {
  const value = useContext(IntakeContext);
  if (!value) throw new Error("useIntake must be used inside <IntakeProvider>");
  return value;
}
