import { type ReactNode, useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import type { RichText } from "#app/content/rich-text.ts";
import type { EligibilityContent } from "#app/content/schema.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useSessionDraft } from "#app/lib/use-session-draft.ts";
import { AgeQuestion } from "./age-question.tsx";
import { CheckIntro } from "./check-intro.tsx";
import { CheckResult, type ResultForTheIntake } from "./check-result.tsx";
import { PastProgrammesQuestion } from "./past-programmes-question.tsx";
import { STEP_HEADING_ID } from "./question-frame.tsx";
import { type Answers, parseStoredAnswers, unmetRules, withPastIntakes } from "./rules.ts";
import { ANSWERS_STORAGE_KEY, type QuestionKey, STEP_PARAM } from "./settings.ts";
import { SingleChoiceQuestion } from "./single-choice-question.tsx";
import {
  type CheckView,
  FIRST_QUESTION,
  nextView,
  previousView,
  questionIndex,
  resolveView,
  stepParam,
  stepSearch,
} from "./steps.ts";
import styles from "./eligibility.module.css";

interface EligibilityCheckProps {
  texts: EligibilityContent;
  /** The programme page's requirements, shown before the check and without JavaScript. */
  requirements: readonly RichText[];
  applications: ResultForTheIntake;
  /** Where applications stand, with APPLY NOW while they are open: after the requirements, and in a result that meets them. */
  applicationStatus: ReactNode;
  /** The programme's intakes that have run: taking part in one rules a visitor out. */
  pastIntakes: readonly { year: number; name: string }[];
  /** The page's language tag, for joining programme names ("PROTEGE and SL1M"). */
  locale: string;
}

const viewKey = (view: CheckView) => (view.kind === "question" ? view.key : view.kind);

/**
 * The check, one question per step. The step is in the address (`?step=3`), so the browser's
 * Back, Forward and reload all land on a step; the answers stay in this tab's sessionStorage
 * and nowhere else. The prerendered page is the introduction; the step shows once hydrated.
 */
export function EligibilityCheck({
  texts,
  requirements,
  applications,
  applicationStatus,
  pastIntakes,
  locale,
}: EligibilityCheckProps) {
  const questions = useMemo(
    () => withPastIntakes(texts.questions, pastIntakes),
    [texts.questions, pastIntakes],
  );
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const parse = useCallback(
    (raw: string | null) => parseStoredAnswers(questions, raw),
    [questions],
  );
  const { draft, save, clear } = useSessionDraft<Answers>(
    ANSWERS_STORAGE_KEY,
    parse,
    JSON.stringify,
  );
  const answers = useMemo(() => draft ?? {}, [draft]);

  const requestedStep = searchParams.get(STEP_PARAM);
  const view = useMemo<CheckView>(
    () => (hydrated ? resolveView(requestedStep, questions, answers) : { kind: "intro" }),
    [hydrated, requestedStep, questions, answers],
  );

  const goTo = useCallback(
    (next: CheckView, { replace = false } = {}) => {
      setSearchParams(new URLSearchParams(stepSearch(next)), { replace });
    },
    [setSearchParams],
  );

  // A step the answers do not reach yet (or an unreadable one) shows the step it resolves to;
  // the address follows, so Back and reload agree with what is on screen.
  useEffect(() => {
    if (hydrated && stepParam(view) !== requestedStep) {
      goTo(view, { replace: true });
    }
  }, [hydrated, view, requestedStep, goTo]);

  // Each new step announces itself by taking focus on its heading (the page has scrolled to
  // the top, as on any navigation); the first one the visitor lands on does not, so a reload
  // leaves focus where the browser puts it.
  const shownKey = useRef<string | null>(null);
  const currentKey = viewKey(view);
  useEffect(() => {
    if (!hydrated) return;
    if (shownKey.current !== null && shownKey.current !== currentKey) {
      document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true });
    }
    shownKey.current = currentKey;
  }, [hydrated, currentKey]);

  const answer = (key: QuestionKey) => (value: Answers[QuestionKey]) => {
    save({ ...answers, [key]: value });
    goTo(nextView(key));
  };

  const content = () => {
    if (view.kind === "intro") {
      return (
        <CheckIntro
          texts={texts.intro}
          requirements={requirements}
          applicationStatus={applicationStatus}
          onStart={() => goTo(FIRST_QUESTION)}
        />
      );
    }
    if (view.kind === "result") {
      const unmet = unmetRules(
        questions,
        answers as Required<Answers>,
        new Intl.ListFormat(locale, { type: "conjunction" }),
      );
      const firstUnmet: CheckView = unmet[0]
        ? { kind: "question", key: unmet[0].question }
        : FIRST_QUESTION;
      return (
        <CheckResult
          texts={texts.result}
          unmet={unmet}
          applications={applications}
          applicationStatus={applicationStatus}
          changeAnswersTo={stepSearch(firstUnmet)}
          onStartAgain={() => {
            clear();
            goTo(FIRST_QUESTION);
          }}
        />
      );
    }
    const { key } = view;
    const step = { texts, index: questionIndex(key), backTo: stepSearch(previousView(key)) };
    if (key === "age") {
      return (
        <AgeQuestion
          key={key}
          {...step}
          question={questions.age}
          answer={answers.age}
          onAnswer={answer(key)}
        />
      );
    }
    if (key === "pastProgrammes") {
      return (
        <PastProgrammesQuestion
          key={key}
          {...step}
          question={questions.pastProgrammes}
          answer={answers.pastProgrammes}
          onAnswer={answer(key)}
        />
      );
    }
    return (
      <SingleChoiceQuestion
        key={key}
        {...step}
        name={key}
        question={questions[key]}
        answer={answers[key]}
        onAnswer={answer(key)}
      />
    );
  };

  return <div className={styles.check}>{content()}</div>;
}
