import { useState } from "react";
import fieldStyles from "#app/ui/form-field.module.css";
import { FormField } from "#app/ui/form-field.tsx";
import { formatMessage } from "#app/lib/format-message.ts";
import { type Questions, readAge } from "./rules.ts";
import { QuestionFrame, STEP_HEADING_ID } from "./question-frame.tsx";
import { AGE_ACCEPTED } from "./settings.ts";
import type { StepProps } from "./step-props.ts";
import styles from "./eligibility.module.css";

interface AgeQuestionProps extends StepProps {
  question: Questions["age"];
  answer: number | undefined;
  onAnswer: (age: number) => void;
}

const INPUT_ID = "eligibility-age";

/**
 * How old the visitor is, typed as a number. A text box with the numeric keyboard (not
 * `type="number"`, which silently drops letters and changes the value on scroll), read on
 * Continue so every kind of mistake gets its own message.
 */
export function AgeQuestion({ question, answer, onAnswer, ...step }: AgeQuestionProps) {
  const [typed, setTyped] = useState(answer === undefined ? "" : String(answer));
  const reading = readAge(typed);
  return (
    <QuestionFrame
      {...step}
      fieldId={INPUT_ID}
      validate={() =>
        "error" in reading ? formatMessage(question.errors[reading.error], AGE_ACCEPTED) : null
      }
      onValid={() => "age" in reading && onAnswer(reading.age)}
    >
      {(error) => (
        <FormField
          id={INPUT_ID}
          label={question.question}
          hint={question.hint}
          error={error ?? undefined}
          errorPrefix={step.texts.errorPrefix}
          labelAsHeading={{ id: STEP_HEADING_ID, className: styles.question }}
        >
          {(control) => (
            <span className={styles.withUnit}>
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                className={`${fieldStyles.control} ${styles.ageInput}`}
              />
              <span className={styles.unit} aria-hidden="true">
                {question.unit}
              </span>
            </span>
          )}
        </FormField>
      )}
    </QuestionFrame>
  );
}
