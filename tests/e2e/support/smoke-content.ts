/**
 * What the smoke suites of other engines (tests/firefox/, tests/webkit/) expect a visitor to meet,
 * worked out from the content files as the build renders them.
 */
import {
  DEFAULT_LANGUAGE,
  homePath,
  type Language,
  LANGUAGES,
  languages,
  pagePaths,
  translatePath,
} from "#app/site-manifest.ts";
import { sharedTestContent, testContent } from "#app/test/content.ts";
import { applicationsOpen, intakeState } from "#app/content/intake-state.ts";
import { checkedIntake } from "#app/features/intake/schedule.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { loadIntakes } from "#app/content/content-files.ts";

/** A menu link's name: another site's opens in a new tab, and one in English only says so. */
export function menuLinkName({ label, href }: { label: string; href: string }, language: Language) {
  if (!/^https?:\/\//.test(href)) return label;
  const { ui, englishOnlyUrls, sampleUrls } = sharedTestContent(language);
  const inEnglish = language !== DEFAULT_LANGUAGE && englishOnlyUrls.includes(href);
  // Notes after the words, in the page's order: the language, a placeholder, the new tab.
  const notes = [
    ...(inEnglish ? [ui.englishOnly] : []),
    ...(sampleUrls.includes(href) ? [ui.sample] : []),
  ];
  return [label, ...notes, ui.newTab].join(" ");
}

/** One step of the eligibility check: its question, the control to answer with, what is typed. */
interface EligibilityAnswer {
  question: string;
  role: "radio" | "textbox" | "checkbox";
  name: string;
  typed?: string;
}

/** An eligible graduate's answer to each step of the eligibility check, in order. */
export function eligibleGraduateAnswers(language: Language): EligibilityAnswer[] {
  const { questions: q } = testContent("eligibility", language);
  const option = (question: { options: { id: string; label: string }[] }, id: string) =>
    question.options.find((entry) => entry.id === id)?.label ?? id;
  return [
    { question: q.citizenship.question, role: "radio", name: option(q.citizenship, "yes") },
    { question: q.age.question, role: "textbox", name: q.age.question, typed: "24" },
    { question: q.work.question, role: "radio", name: option(q.work, "unemployed-over-a-month") },
    {
      question: q.qualification.question,
      role: "radio",
      name: option(q.qualification, "diploma"),
    },
    { question: q.pastProgrammes.question, role: "checkbox", name: q.pastProgrammes.none },
    { question: q.commitment.question, role: "radio", name: option(q.commitment, "yes") },
  ];
}

/**
 * The heading an eligible graduate's result has at `now`: whether applications are open then
 * decides it. The smoke suites run on the real clock.
 */
export function eligibleResultHeading(language: Language, now: number): string {
  const { result } = testContent("eligibility", language);
  const { heading, meetsRequirements } = result.eligible;
  const windows = loadIntakes().intakes.map((intake) => ({
    name: intake.name,
    applicationsOpen: intake.applicationsOpen.date,
    applicationsClose: intake.applicationsClose.date,
  }));
  const state = intakeState(windows, now);
  // The check is for the intake open or announced next, never for one whose applications closed.
  return formatMessage(applicationsOpen(state) ? heading : meetsRequirements, {
    name: checkedIntake(state)?.name ?? result.nextIntake,
  });
}

/**
 * Where the header's language switch on `path` leads, and the name of its link: the same page in the
 * other language; the not-found page has no twin, so its switch leads to the other home page.
 */
export function languageSwitchOf(language: Language, path: string) {
  const other = languages.find((candidate) => candidate !== language);
  if (other === undefined) throw new Error("the site needs a second language");
  const { name, short, tag } = LANGUAGES[other];
  return {
    linkName: `${name}, ${short}`,
    twin: pagePaths().includes(path) ? translatePath(path, other) : homePath(other),
    tag,
  };
}
