import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import type { RichText } from "#app/content/rich-text.ts";
import type { EligibilityContent } from "#app/content/schema.ts";
import { replaysEarlyTap } from "#app/lib/before-hydration.ts";
import { buttonClass } from "#app/ui/button.ts";
import { CheckList } from "#app/ui/check-list.tsx";
import card from "#app/ui/card.module.css";
import { STEP_HEADING_ID } from "./question-frame.tsx";
import styles from "./eligibility.module.css";

interface CheckIntroProps {
  texts: EligibilityContent["intro"];
  requirements: readonly RichText[];
  /** Where applications stand, with APPLY NOW while they are open. */
  applicationStatus: ReactNode;
  onStart: () => void;
}

/**
 * Before the first question: what the check asks and that the answers stay in the tab. The
 * requirements and the state of applications are here too, so the page is whole without
 * JavaScript, when the Start button is hidden and a line says why. Start pressed before the page
 * has hydrated starts the check once it has.
 */
export function CheckIntro({ texts, requirements, applicationStatus, onStart }: CheckIntroProps) {
  return (
    <div className={styles.step}>
      <h2 id={STEP_HEADING_ID} tabIndex={-1} className={styles.question}>
        {texts.heading}
      </h2>
      <p className={styles.lead}>{texts.lead}</p>
      <p className={styles.note}>{texts.privacy}</p>
      <p className={styles.note} hidden data-shown-without-js="">
        {texts.withoutScript}
      </p>
      <div data-requires-js="">
        <button
          type="button"
          className={buttonClass("primary")}
          {...replaysEarlyTap}
          onClick={onStart}
        >
          {texts.start}
          <ArrowRight aria-hidden="true" size={18} />
        </button>
      </div>
      <section
        className={`${card.raised} ${styles.requirements}`}
        aria-labelledby="eligibility-requirements"
      >
        <h3 id="eligibility-requirements" className={styles.subheading}>
          {texts.requirementsHeading}
        </h3>
        <CheckList items={requirements} />
        {applicationStatus}
      </section>
    </div>
  );
}
