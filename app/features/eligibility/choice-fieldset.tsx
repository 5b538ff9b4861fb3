import type { ReactNode } from "react";
import { FieldsetField } from "#app/ui/form-field.tsx";
import type { EligibilityContent } from "#app/content/schema.ts";
import { STEP_HEADING_ID } from "./question-frame.tsx";
import choices from "./choices.module.css";
import styles from "./eligibility.module.css";

interface ChoiceFieldsetProps {
  id: string;
  question: { question: string; hint?: string | undefined };
  error: string | null;
  texts: EligibilityContent;
  children: ReactNode;
}

/** A question answered by ticking: the question is the fieldset's legend and the step's heading. */
export function ChoiceFieldset({ id, question, error, texts, children }: ChoiceFieldsetProps) {
  return (
    <FieldsetField
      id={id}
      legend={
        <h2 id={STEP_HEADING_ID} tabIndex={-1} className={styles.question}>
          {question.question}
        </h2>
      }
      hint={question.hint}
      error={error ?? undefined}
      errorPrefix={texts.errorPrefix}
    >
      <div className={choices.list}>{children}</div>
    </FieldsetField>
  );
}

interface ChoiceProps {
  type: "radio" | "checkbox";
  id: string;
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}

/** One answer: a radio button or checkbox with its label. */
export function Choice({ type, id, label, ...input }: ChoiceProps) {
  return (
    <div className={choices.item}>
      <input
        type={type}
        id={id}
        {...input}
        className={type === "radio" ? choices.radio : choices.checkbox}
      />
      <label htmlFor={id} className={choices.label}>
        {label}
      </label>
    </div>
  );
}
