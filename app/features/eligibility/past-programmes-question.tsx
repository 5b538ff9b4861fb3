import { useState } from "react";
import type { Answers, Questions } from "./rules.ts";
import { Choice, ChoiceFieldset } from "./choice-fieldset.tsx";
import { QuestionFrame } from "./question-frame.tsx";
import type { StepProps } from "./step-props.ts";
import choices from "./choices.module.css";

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
        <ChoiceFieldset id={ID} question={question} error={error} texts={step.texts}>
          {question.programmes.map((programme) => (
            <Choice
              key={programme.id}
              type="checkbox"
              id={programmeId(programme.id)}
              name="pastProgrammes"
              value={programme.id}
              label={programme.label}
              checked={ticked !== "none" && ticked.includes(programme.id)}
              onChange={() => toggle(programme.id)}
            />
          ))}
          <p className={choices.divider}>{question.or}</p>
          <Choice
            type="checkbox"
            id={NONE_ID}
            name="pastProgrammes"
            value="none"
            label={question.none}
            checked={ticked === "none"}
            onChange={() => setTicked((current) => (current === "none" ? [] : "none"))}
          />
        </ChoiceFieldset>
      )}
    </QuestionFrame>
  );
}
