import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EligibilityContent } from "#app/content/schema.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { buttonClass } from "#app/ui/button.ts";
import { STEP_HEADING_ID } from "./question-frame.tsx";
import type { UnmetRule } from "./rules.ts";
import styles from "./eligibility.module.css";

/** Where applications stand, as far as the check needs it (the page works it out). */
export interface ApplicationsNow {
  /** The intake the check is about: the one open or next, or else the last one. */
  intakeName: string;
  open: boolean;
}

interface CheckResultProps {
  texts: EligibilityContent["result"];
  unmet: UnmetRule[];
  applications: ApplicationsNow;
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
  const name = { name: applications.intakeName };
  return (
    <div className={styles.step} data-outcome={eligible ? "eligible" : "not-eligible"}>
      {eligible ? (
        <>
          <h2 id={STEP_HEADING_ID} tabIndex={-1} className={styles.outcome}>
            {formatMessage(
              applications.open ? texts.eligible.heading : texts.eligible.meetsRequirements,
              name,
            )}
          </h2>
          <div
            className={`prose ${styles.body}`}
            dangerouslySetInnerHTML={{ __html: texts.eligible.body }}
          />
          {applicationStatus}
          <h3 className={styles.subheading}>{texts.eligible.nextHeading}</h3>
          <div className="prose" dangerouslySetInnerHTML={{ __html: texts.eligible.next }} />
        </>
      ) : (
        <>
          <h2 id={STEP_HEADING_ID} tabIndex={-1} className={styles.outcome}>
            {formatMessage(texts.notEligible.heading, name)}
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
