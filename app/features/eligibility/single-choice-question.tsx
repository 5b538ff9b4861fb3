import { useState } from "react";
import type { Questions } from "./rules.ts";
import { Choice, ChoiceFieldset } from "./choice-fieldset.tsx";
import { QuestionFrame } from "./question-frame.tsx";
import type { StepProps } from "./step-props.ts";

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
        <ChoiceFieldset id={id} question={question} error={error} texts={step.texts}>
          {question.options.map((option) => (
            <Choice
              key={option.id}
              type="radio"
              id={optionId(option.id)}
              name={name}
              value={option.id}
              label={option.label}
              checked={chosen === option.id}
              onChange={() => setChosen(option.id)}
            />
          ))}
        </ChoiceFieldset>
      )}
    </QuestionFrame>
  );
}
