import type { ReactNode } from "react";
import styles from "./form-field.module.css";

/** Attributes a field's control needs to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown after the label, such as "(optional)"; required fields carry no mark. */
  optionalLabel?: string;
  hint?: string;
  /** The error message, shown between the hint and the control. */
  error?: string;
  /** Read before the error by screen readers ("Error:"), hidden on screen. */
  errorPrefix: string;
  /** Renders the control with the id and ARIA attributes that tie it to its label and texts. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field in the GOV.UK pattern: visible label, optional hint, then the error
 * message right above the control, all tied to the control with `aria-describedby`.
 */
export function FormField({
  id,
  label,
  optionalLabel,
  hint,
  error,
  errorPrefix,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> {optionalLabel}</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      )}
      {children({
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
      })}
    </div>
  );
}
