import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EligibilityContent } from "#app/content/schema.ts";
import { buttonClass } from "#app/ui/button.ts";
import { STEP_HEADING_ID } from "./question-frame.tsx";
import type { UnmetRule } from "./rules.ts";
import styles from "./eligibility.module.css";

/**
 * The words of the result that follow where applications stand, from the page: the headings name
 * the intake the check is about and say "you can apply" only while applications are open; the
 * next steps follow the phase of applications.
 */
export interface ResultForTheIntake {
  eligibleHeading: ReactNode;
  notEligibleHeading: ReactNode;
  nextSteps: ReactNode;
}

interface CheckResultProps {
  texts: EligibilityContent["result"];
  unmet: UnmetRule[];
  applications: ResultForTheIntake;
  /** Where applications stand, with APPLY NOW while they are open. */
  applicationStatus: ReactNode;
  /** The query string of "Change your answers": the first question whose answer ruled them out. */
  changeAnswersTo: string;
  onStartAgain: () => void;
}

/**
 * The answer: "you can apply" with what it commits them to and what happens next (or, while
 * applications are not open, "you meet the requirements" and when they open or closed), or every
 * rule they did not meet with its reason. Either way, it is a guide: the team decides.
 */
export function CheckResult({
  texts,
  unmet,
  applications,
  applicationStatus,
  changeAnswersTo,
  onStartAgain,
}: CheckResultProps) {
  const eligible = unmet.length === 0;
  return (
    <div className={styles.step} data-outcome={eligible ? "eligible" : "not-eligible"}>
      {eligible ? (
        <>
          <h2 id={STEP_HEADING_ID} tabIndex={-1} className={styles.outcome}>
            {applications.eligibleHeading}
          </h2>
          <div
            className={`prose ${styles.body}`}
            dangerouslySetInnerHTML={{ __html: texts.eligible.body }}
          />
          {applicationStatus}
          <h3 className={styles.subheading}>{texts.eligible.nextHeading}</h3>
          {applications.nextSteps}
        </>
      ) : (
        <>
          <h2 id={STEP_HEADING_ID} tabIndex={-1} className={styles.outcome}>
            {applications.notEligibleHeading}
          </h2>
          <p id="eligibility-reasons" className={styles.lead}>
            {texts.notEligible.lead}
          </p>
          <ul className={styles.reasons} aria-labelledby="eligibility-reasons">
            {unmet.map(({ question, reason }) => (
              <li key={question}>{reason}</li>
            ))}
          </ul>
          <div>
            <Link to={{ search: changeAnswersTo }} className={buttonClass("secondary")}>
              {texts.notEligible.changeAnswers}
            </Link>
          </div>
          <div className="prose" dangerouslySetInnerHTML={{ __html: texts.notEligible.askTeam }} />
        </>
      )}
      <p className={styles.note}>{texts.preference}</p>
      <p className={styles.note}>
        <strong>{texts.finalDecision}</strong>
      </p>
      <div>
        <button type="button" className={buttonClass("quiet")} onClick={onStartAgain}>
          <RotateCcw aria-hidden="true" size={16} />
          {texts.startAgain}
        </button>
      </div>
    </div>
  );
}
