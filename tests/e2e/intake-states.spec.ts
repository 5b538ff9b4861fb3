/**
 * No visible sentence contradicts the state of applications (decision 144). With the visitor's
 * clock in each state the content's intakes give (upcoming, open, closing soon, closed with the
 * next known, closed with none announced, while its programme runs and once it has finished),
 * every page of both languages, and the eligibility check's results:
 * - shows the variants of words that follow the state for that moment, and no other;
 * - holds no sentence of another moment's variants that its own do not also say, and no sentence
 *   of the status of another phase at all (its text as a visitor can read it, closed answers and
 *   other FAQ tabs included);
 * - offers APPLY NOW only while applications are open, and says the words the content gives for
 *   the state: the opening date's calendar entry before, "to be announced" after the last
 *   intake, and that its programme has finished once it has.
 * The words come from the content and the intakes from intakes.yaml: nothing here names a year.
 */
import type { Page } from "@playwright/test";
import {
  ANSWERS_STORAGE_KEY,
  RESULT_STEP,
  STEP_PARAM,
} from "#app/features/eligibility/settings.ts";
import { INTAKE_VARIANT_ATTRIBUTE } from "#app/lib/intake-state-mark.ts";
import { type Language, languages, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import {
  markedMoment,
  oneMomentOfEachState,
  phaseOfMoment,
  variantsShown,
} from "./support/intake-moments.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

const SENTENCE_END = /(?<=[.!?])\s+/;
const sentencesOf = (text: string) =>
  text
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** The page's words in the moment `key`: every text outside the other moments' variants. */
function readableText(page: Page, key: string) {
  return page.evaluate(
    ({ attribute, key }) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, noscript, template")) continue;
        const variant = parent.closest(`[${attribute}]`);
        if (variant && !(variant.getAttribute(attribute) ?? "").split(" ").includes(key)) continue;
        words.push(node.textContent ?? "");
      }
      return words.join(" ").replace(/\s+/g, " ");
    },
    { attribute: INTAKE_VARIANT_ATTRIBUTE, key },
  );
}

/** The checks every view makes: only the moment's variants, no other moment's sentence. */
async function expectOnlyTheMoment(page: Page, key: string) {
  const variants = await variantsShown(page, key);
  if (variants.length === 0) return;
  expect(await markedMoment(page)).toBe(key);
  expect(variants.filter((variant) => variant.drawn !== variant.ofMoment)).toEqual([]);
  const own = new Set(
    variants.filter((v) => v.ofMoment).flatMap((v) => [...sentencesOf(v.text), ...v.controls]),
  );
  const others = new Set(
    variants
      .filter((variant) => !variant.ofMoment)
      .flatMap((variant) => sentencesOf(variant.text))
      .filter((sentence) => !own.has(sentence)),
  );
  // A status of another phase is never said, not even by this moment's own prose.
  const phase = phaseOfMoment(key);
  const inPhase = (variant: { keys: string }) =>
    variant.keys.split(" ").some((other) => phaseOfMoment(other) === phase);
  const ownStatus = new Set(
    variants.filter((v) => v.isStatus && inPhase(v)).flatMap((v) => sentencesOf(v.text)),
  );
  for (const variant of variants.filter((v) => v.isStatus && !inPhase(v))) {
    for (const sentence of sentencesOf(variant.text)) {
      if (!ownStatus.has(sentence)) others.add(sentence);
    }
  }
  const text = await readableText(page, key);
  expect([...others].filter((sentence) => text.includes(sentence))).toEqual([]);
}

const moments = oneMomentOfEachState();

/** Every page of a language, in one browser page: each a fresh load of its address. */
const pagesOf = (language: Language) =>
  VISITED_PAGES.filter((visited) => visited.language === language).map(({ path }) => path);

/** What the programme page offers in each state, besides saying nothing another state says. */
async function expectTheStatesOffer(page: Page, kind: string, language: Language) {
  const texts = testContent("programme", language).applications;
  const calendar = page.getByRole("link", { name: texts.addToCalendar }).filter({ visible: true });
  if (kind === "upcoming" || kind === "next") await expect(calendar.first()).toBeVisible();
  else await expect(calendar).toHaveCount(0);
  const status = page.getByText(texts.status.nextToBeAnnounced).filter({ visible: true });
  if (["closed", "running", "finished"].includes(kind)) await expect(status.first()).toBeVisible();
  else await expect(status).toHaveCount(0);
}

for (const { kind, key, at } of moments) {
  // The words are the same at every width.
  test.describe(`with the clock in the state "${kind}" (${key})`, DESKTOP_ONLY, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(at);
    });

    for (const language of languages) {
      test(`every page (${language}) says nothing another state says`, async ({ page }) => {
        const texts = testContent("programme", language).applications;
        const open = kind === "open" || kind === "closing";
        for (const path of pagesOf(language)) {
          await test.step(path, async () => {
            await page.goto(path);
            await expectOnlyTheMoment(page, key);
            const apply = page
              .getByRole("link", { name: new RegExp(`^${texts.apply}`) })
              .filter({ visible: true });
            if (!open) await expect(apply).toHaveCount(0);
            if (path !== pagePath("programme", language)) return;
            if (open) await expect(apply.first()).toBeVisible();
            await expectTheStatesOffer(page, kind, language);
          });
        }
      });

      test(`the eligibility check's results (${language}) say nothing another state says`, async ({
        page,
      }) => {
        const { questions } = testContent("eligibility", language);
        const pick = (options: { id: string; eligible: boolean }[], eligible = true) =>
          options.find((option) => option.eligible === eligible)?.id;
        const yes = (options: { id: string; eligible: boolean }[]) => pick(options);
        const eligible = {
          citizenship: yes(questions.citizenship.options),
          age: questions.age.min,
          work: yes(questions.work.options),
          qualification: yes(questions.qualification.options),
          pastProgrammes: "none",
          commitment: yes(questions.commitment.options),
        };
        const result = `${pagePath("eligibility", language)}?${STEP_PARAM}=${RESULT_STEP}`;
        for (const answers of [
          eligible,
          { ...eligible, citizenship: pick(questions.citizenship.options, false) },
        ]) {
          await page.goto(pagePath("eligibility", language));
          await page.evaluate(
            ([storageKey, stored]) => sessionStorage.setItem(storageKey, JSON.stringify(stored)),
            [ANSWERS_STORAGE_KEY, answers] as const,
          );
          await page.goto(result);
          await expect(page.locator("[data-outcome]")).toBeVisible();
          await expectOnlyTheMoment(page, key);
        }
      });
    }
  });
}
