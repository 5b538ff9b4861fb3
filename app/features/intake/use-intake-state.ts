import { startTransition, useEffect, useMemo, useState } from "react";
import { type IntakeState, intakeState } from "#app/lib/intake-state.ts";
import type { IntakeSchedule, ScheduledIntake } from "./schedule.ts";

/**
 * The state of applications, and the moment it is for. The prerendered HTML and hydration show
 * the state on the day the site was built (so the markup matches and nothing warns); right after,
 * the state is worked out again from the visitor's clock, so a page built last month still tells
 * the truth. The switch is a transition: React renders it between frames, and the calls to action
 * keep their room (intake.module.css), so nothing on the page moves.
 */
export function useIntakeState(schedule: IntakeSchedule): {
  state: IntakeState<ScheduledIntake>;
  now: number;
} {
  const [now, setNow] = useState(() => Date.parse(schedule.builtAt));
  useEffect(() => {
    startTransition(() => setNow(Date.now()));
  }, []);
  const state = useMemo(() => intakeState(schedule.intakes, now), [schedule.intakes, now]);
  return { state, now };
}
