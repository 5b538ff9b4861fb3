import type { Ref } from "react";
import styles from "./error-summary.module.css";

export interface SummaryError {
  /** id of the control the message is about; the link moves focus there. */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  id: string;
  title: string;
  errors: SummaryError[];
  /** The title's heading level, one below the heading the summary sits under. */
  headingLevel?: 2 | 3;
  /** The form moves focus here after a submit with errors. */
  ref?: Ref<HTMLDivElement>;
}

function focusField(fieldId: string) {
  const control = document.getElementById(fieldId);
  if (!control) return;
  control.focus({ preventScroll: true });
  // Show the label with the field, as GOV.UK does, so the visitor sees what the field is.
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ?? control;
  label.scrollIntoView({ block: "start" });
}

/**
 * The GOV.UK error summary: what is wrong, at the top of the form, each message linking to its
 * field. Focus moves here after a failed submit, so screen readers read it at once.
 */
export function ErrorSummary({ id, title, errors, headingLevel = 3, ref }: ErrorSummaryProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <div role="alert">
        <Heading id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(error.fieldId);
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
