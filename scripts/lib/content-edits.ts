/**
 * The ordinary edits the programme team makes, applied to a copy of the content the way the
 * content editor saves them (content-editor/yaml.ts): the next intake after the last one in the
 * data, as the editing guide's "Adding next year's intake" describes it, and in each language a
 * changed FAQ answer, a new FAQ question with its id and a renamed partner. `npm run
 * check:content-edits` then proves the tests and the build follow the content, not pin it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { contentJsonSchemas, type EditedFileName } from "#content-editor/config.ts";
import { canonicalYaml, inSchemaOrder } from "#content-editor/yaml.ts";
import { type IntakesContent } from "#app/content/schema.ts";
import { type Language, languages } from "#app/site-manifest.ts";
import { nextIntakeAfter } from "#app/test/test-intakes.ts";

/** What an editor writes in each language: every language of the site needs its words. */
const WORDS: Record<
  Language,
  { addedToAnswer: string; question: { title: string; body: string }; partner: string }
> = {
  en: {
    addedToAnswer: "The programme team updated this answer.",
    question: {
      title: "Is there an information day about the programme?",
      body: "Yes. We announce each information day on this page and by email.",
    },
    partner: "Northwind Logistics",
  },
  ms: {
    addedToAnswer: "Pasukan program telah mengemas kini jawapan ini.",
    question: {
      title: "Adakah terdapat hari penerangan tentang program ini?",
      body: "Ya. Kami mengumumkan setiap hari penerangan di halaman ini dan melalui e-mel.",
    },
    partner: "Northwind Logistics",
  },
};

/**
 * The new question's id, or the first of `information-day-2`, `-3`... the file does not use yet:
 * the same in every language, whose files list the same ids, as the build requires.
 */
export const ADDED_QUESTION_ID = "information-day";
function unusedId(faq: FaqFile): string {
  const used = new Set(faq.tabs.flatMap((tab) => tab.items.map(({ id }) => id)));
  let id = ADDED_QUESTION_ID;
  for (let suffix = 2; used.has(id); suffix += 1) id = `${ADDED_QUESTION_ID}-${suffix}`;
  return id;
}

interface FaqFile {
  tabs: { items: { id: string; title: string; body: string }[] }[];
}
interface ProgrammeFile {
  partners: { logos: { name: string; sample?: boolean }[] };
}

const schemas = contentJsonSchemas();

/** A content file's text as the editor saves it, after `edit` changed its data. */
function edited<Data>(yaml: string, name: EditedFileName, edit: (data: Data) => void): string {
  const data = parse(yaml) as Data;
  edit(data);
  return canonicalYaml(inSchemaOrder(data, schemas[name]));
}

/**
 * intakes.yaml with the intake the team would add after its last one: the next year's, or a later
 * one, whose applications open after `today` (an announced intake, as the team adds them).
 */
export function withNextIntake(yaml: string, today: Date): string {
  return edited<IntakesContent>(yaml, "intakes", (data) => {
    const last = data.intakes.at(-1);
    if (!last) throw new Error("app/content/intakes.yaml lists no intake with dates");
    data.intakes.push(nextIntakeAfter(last, today) as IntakesContent["intakes"][number]);
  });
}

/** faq.yaml with a sentence added to its first answer and a new question after the first tab's. */
export function withFaqEdits(yaml: string, language: Language): string {
  const words = WORDS[language];
  return edited<FaqFile>(yaml, "faq", (data) => {
    const [first] = data.tabs;
    const [answer] = first?.items ?? [];
    if (!first || !answer) throw new Error("faq.yaml has no question to edit");
    answer.body = `${answer.body.trimEnd()}\n\n${words.addedToAnswer}`;
    first.items.push({ id: unusedId(data), ...words.question });
  });
}

/** programme.yaml with its first partner, a sample, replaced by a confirmed one of another name. */
export function withRenamedPartner(yaml: string, language: Language): string {
  return edited<ProgrammeFile>(yaml, "programme", (data) => {
    const [partner] = data.partners.logos;
    if (!partner) throw new Error("programme.yaml lists no partner");
    partner.name = WORDS[language].partner;
    delete partner.sample;
  });
}

/** Applies every edit to the content folder `contentDir` (a copy's app/content). */
export function applyContentEdits(contentDir: string, today = new Date()): string[] {
  const rewrite = (file: string, change: (yaml: string) => string) => {
    const path = join(contentDir, file);
    writeFileSync(path, change(readFileSync(path, "utf8")));
  };
  rewrite("intakes.yaml", (yaml) => withNextIntake(yaml, today));
  const { intakes } = parse(readFileSync(join(contentDir, "intakes.yaml"), "utf8")) as {
    intakes: { name: string; applicationsOpen: { date: string } }[];
  };
  const added = intakes.at(-1);
  const done = [
    `intakes.yaml: added ${added?.name}, applications from ${added?.applicationsOpen.date}`,
  ];
  for (const language of languages) {
    rewrite(join(language, "faq.yaml"), (yaml) => withFaqEdits(yaml, language));
    rewrite(join(language, "programme.yaml"), (yaml) => withRenamedPartner(yaml, language));
    done.push(
      `${language}/faq.yaml: first answer changed, a question added at the end of the first tab`,
      `${language}/programme.yaml: first partner renamed ${WORDS[language].partner}, no longer a sample`,
    );
  }
  return done;
}
