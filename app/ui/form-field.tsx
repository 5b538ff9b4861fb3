import type { ReactNode } from "react";
import styles from "./form-field.module.css";

/** Attributes a field's control needs to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldNotesProps {
  id: string;
  hint?: string;
  /** The error message, shown between the hint and the control. */
  error?: string;
  /** Read before the error by screen readers ("Error:"), hidden on screen. */
  errorPrefix: string;
}

/** The ids of a field's hint and error, for the `aria-describedby` of what they describe. */
function describedBy({ id, hint, error }: FieldNotesProps): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

function FieldNotes({ id, hint, error, errorPrefix }: FieldNotesProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      )}
    </>
  );
}

interface FormFieldProps extends FieldNotesProps {
  label: ReactNode;
  /** Shown after the label, such as "(optional)"; required fields carry no mark. */
  optionalLabel?: string;
  /** The label is also the page's question: wrapped in an h2 that can take focus. */
  labelAsHeading?: { id: string; className?: string };
  /** Renders the control with the id and ARIA attributes that tie it to its label and texts. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field in the GOV.UK pattern: visible label, optional hint, then the error
 * message right above the control, all tied to the control with `aria-describedby`.
 */
export function FormField({
  label,
  optionalLabel,
  labelAsHeading,
  children,
  ...notes
}: FormFieldProps) {
  const { id, error } = notes;
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {optionalLabel && <span className={styles.optional}> {optionalLabel}</span>}
    </label>
  );
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      {labelAsHeading ? (
        <h2 id={labelAsHeading.id} tabIndex={-1} className={labelAsHeading.className}>
          {labelElement}
        </h2>
      ) : (
        labelElement
      )}
      <FieldNotes {...notes} />
      {children({
        id,
        "aria-describedby": describedBy(notes),
        "aria-invalid": error ? true : undefined,
      })}
    </div>
  );
}

interface FieldsetFieldProps extends FieldNotesProps {
  legend: ReactNode;
  children: ReactNode;
}

/**
 * A group of radios or checkboxes in the GOV.UK pattern: the question as the legend, then the
 * hint and the error, tied to the group with `aria-describedby`.
 */
export function FieldsetField({ legend, children, ...notes }: FieldsetFieldProps) {
  return (
    <div className={styles.field} data-invalid={notes.error ? "" : undefined}>
      <fieldset id={notes.id} className={styles.fieldset} aria-describedby={describedBy(notes)}>
        <legend className={styles.legend}>{legend}</legend>
        <FieldNotes {...notes} />
        {children}
      </fieldset>
    </div>
  );
}
