import { startTransition, useEffect, useState } from "react";
import type { IntakeSchedule } from "./schedule.ts";

/**
 * The moment the page's behaviour follows (which intakes count as past in the eligibility check):
 * the build's while prerendering and hydrating, so the markup matches, then the visitor's clock.
 * What the page shows never waits for it: the head script picks the visible words (decision 144).
 */
export function useVisitorNow(schedule: IntakeSchedule): number {
  const [now, setNow] = useState(() => Date.parse(schedule.builtAt));
  useEffect(() => {
    startTransition(() => setNow(Date.now()));
  }, []);
  return now;
}
