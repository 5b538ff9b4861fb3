import { ChevronLeft } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { EligibilityContent } from "#app/content/schema.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { buttonClass } from "#app/ui/button.ts";
import { ErrorSummary } from "#app/ui/error-summary.tsx";
import { QUESTION_KEYS } from "./settings.ts";
import styles from "./eligibility.module.css";

/** The id of the heading that takes focus when a step appears, whatever the step. */
export const STEP_HEADING_ID = "eligibility-step-heading";

interface QuestionFrameProps {
  texts: EligibilityContent;
  /** 0-based. */
  index: number;
  /** The query string the Back link goes to: the previous question's, or none for the start. */
  backTo: string;
  /** The control the error summary's link moves to. */
  fieldId: string;
  /** The error message for the answer as it stands, or null when it can be accepted. */
  validate: () => string | null;
  /** Called with an acceptable answer on Continue. */
  onValid: () => void;
  /** The question itself, told which error to show inline (null for none). */
  children: (error: string | null) => ReactNode;
}

/**
 * One question page in the GOV.UK pattern: a Back link that keeps the answers, "Question 2 of 6",
 * the question, and Continue. Continue with no acceptable answer shows the error summary (which
 * takes focus) and the error beside the question.
 */
export function QuestionFrame({
  texts,
  index,
  backTo,
  fieldId,
  validate,
  onValid,
  children,
}: QuestionFrameProps) {
  const [error, setError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validate();
    setError(message);
    if (message === null) onValid();
    else setFailedSubmits((count) => count + 1);
  };

  return (
    <div className={styles.step}>
      <Link to={{ search: backTo }} className={styles.back}>
        <ChevronLeft aria-hidden="true" size={18} />
        {texts.back}
      </Link>
      {error !== null && (
        <ErrorSummary
          ref={summaryRef}
          id="eligibility-errors"
          title={texts.errorSummaryTitle}
          errors={[{ fieldId, message: error }]}
          headingLevel={2}
        />
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.progress}>
          {formatMessage(texts.progress, { current: index + 1, total: QUESTION_KEYS.length })}
        </p>
        {children(error)}
        <div>
          <button type="submit" className={buttonClass("primary")}>
            {texts.continue}
          </button>
        </div>
      </form>
    </div>
  );
}
