import { useState } from "react";
import { FieldsetField } from "#app/ui/form-field.tsx";
import type { Questions } from "./rules.ts";
import { QuestionFrame, STEP_HEADING_ID } from "./question-frame.tsx";
import type { StepProps } from "./step-props.ts";
import choices from "./choices.module.css";
import styles from "./eligibility.module.css";

type SingleChoice = Questions["citizenship"];

interface SingleChoiceQuestionProps extends StepProps {
  name: string;
  question: SingleChoice;
  answer: string | undefined;
  onAnswer: (id: string) => void;
}

/** A question answered by picking one answer: radio buttons, arrow keys move between them. */
export function SingleChoiceQuestion({
  name,
  question,
  answer,
  onAnswer,
  ...step
}: SingleChoiceQuestionProps) {
  const [chosen, setChosen] = useState(answer);
  const id = `eligibility-${name}`;
  const optionId = (option: string) => `${id}-${option}`;
  return (
    <QuestionFrame
      {...step}
      fieldId={optionId(question.options[0]?.id ?? "")}
      validate={() => (chosen === undefined ? question.required : null)}
      onValid={() => chosen !== undefined && onAnswer(chosen)}
    >
      {(error) => (
        <FieldsetField
          id={id}
          legend={
            <h2 id={STEP_HEADING_ID} tabIndex={-1} className={styles.question}>
              {question.question}
            </h2>
          }
          hint={question.hint}
          error={error ?? undefined}
          errorPrefix={step.texts.errorPrefix}
        >
          <div className={choices.list}>
            {question.options.map((option) => (
              <div key={option.id} className={choices.item}>
                <input
                  type="radio"
                  id={optionId(option.id)}
                  name={name}
                  value={option.id}
                  checked={chosen === option.id}
                  onChange={() => setChosen(option.id)}
                  className={choices.radio}
                />
                <label htmlFor={optionId(option.id)} className={choices.label}>
                  {option.label}
                </label>
              </div>
            ))}
          </div>
        </FieldsetField>
      )}
    </QuestionFrame>
  );
}
