import type { EligibilityContent } from "#app/content/schema.ts";

/** What every question step is given by the check. */
export interface StepProps {
  texts: EligibilityContent;
  /** 0-based. */
  index: number;
  /** The query string its Back link goes to. */
  backTo: string;
}
