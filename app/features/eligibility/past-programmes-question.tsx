import { useState } from "react";
import { FieldsetField } from "#app/ui/form-field.tsx";
import type { Answers, Questions } from "./rules.ts";
import { QuestionFrame, STEP_HEADING_ID } from "./question-frame.tsx";
import type { StepProps } from "./step-props.ts";
import choices from "./choices.module.css";
import styles from "./eligibility.module.css";

type PastProgrammes = NonNullable<Answers["pastProgrammes"]>;

interface PastProgrammesQuestionProps extends StepProps {
  question: Questions["pastProgrammes"];
  answer: PastProgrammes | undefined;
  onAnswer: (answer: PastProgrammes) => void;
}

const ID = "eligibility-past-programmes";
const NONE_ID = `${ID}-none`;
const programmeId = (programme: string) => `${ID}-${programme}`;

/**
 * Which past programmes the visitor took part in: checkboxes, with "None of these" set apart
 * by "or". Ticking "None of these" clears the others and ticking a programme clears it, so
 * the answer is never both.
 */
export function PastProgrammesQuestion({
  question,
  answer,
  onAnswer,
  ...step
}: PastProgrammesQuestionProps) {
  const [ticked, setTicked] = useState<PastProgrammes>(answer ?? []);
  const toggle = (programme: string) =>
    setTicked((current) => {
      const others = current === "none" ? [] : current;
      return others.includes(programme)
        ? others.filter((id) => id !== programme)
        : [...others, programme];
    });
  return (
    <QuestionFrame
      {...step}
      fieldId={programmeId(question.programmes[0]?.id ?? "")}
      validate={() => (ticked !== "none" && ticked.length === 0 ? question.required : null)}
      onValid={() => onAnswer(ticked)}
    >
      {(error) => (
        <FieldsetField
          id={ID}
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
            {question.programmes.map((programme) => (
              <div key={programme.id} className={choices.item}>
                <input
                  type="checkbox"
                  id={programmeId(programme.id)}
                  name="pastProgrammes"
                  value={programme.id}
                  checked={ticked !== "none" && ticked.includes(programme.id)}
                  onChange={() => toggle(programme.id)}
                  className={choices.checkbox}
                />
                <label htmlFor={programmeId(programme.id)} className={choices.label}>
                  {programme.label}
                </label>
              </div>
            ))}
            <p className={choices.divider}>{question.or}</p>
            <div className={choices.item}>
              <input
                type="checkbox"
                id={NONE_ID}
                name="pastProgrammes"
                value="none"
                checked={ticked === "none"}
                onChange={() => setTicked((current) => (current === "none" ? [] : "none"))}
                className={choices.checkbox}
              />
              <label htmlFor={NONE_ID} className={choices.label}>
                {question.none}
              </label>
            </div>
          </div>
        </FieldsetField>
      )}
    </QuestionFrame>
  );
}
