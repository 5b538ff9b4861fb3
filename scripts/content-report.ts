// What the content lacks before launch: sample entries and placeholders (example domains,
// placeholder phone numbers), which stop a release build (RELEASE=production), and translated
// sections awaiting review. The everyday build prints only the counts. Then how plain the English
// pages are: each one's Flesch-Kincaid grade against its target, and the hardest sentences of a
// page over its target (scripts/lib/readability.ts).
//
//   npm run content:report [-- --content <folder>]   (another copy of app/content)
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { ContentError } from "#app/content/content-errors.ts";
import { contentRoot, findAwaitingReview } from "#app/content/content-files.ts";
import { hardestSentences, pageReadability } from "./lib/readability.ts";
import { findPlaceholders } from "./lib/release-guard.ts";

/** How many of a page's hardest sentences the report lists when the page is over its target. */
const HARDEST_LISTED = 5;

const { values } = parseArgs({ options: { content: { type: "string" } } });
const root = values.content ? resolve(values.content) : contentRoot;

const placeholders = findPlaceholders(root);
console.log(
  `${placeholders.length} sample entries and placeholders to replace before a release (RELEASE=production npm run build stops until there are none).`,
);
for (const { file, field, problem } of placeholders) console.log(`  ${file} ${field}: ${problem}`);

const review = findAwaitingReview(root);
const sections = review.reduce((count, entry) => count + entry.sections.length, 0);
console.log(`\n${sections} translated sections awaiting review by a native speaker.`);
for (const entry of review) console.log(`  ${entry.file}: ${entry.sections.join(", ")}`);

try {
  const pages = pageReadability(root);
  console.log("\nPlain English: the Flesch-Kincaid grade of each English page, and its target.");
  const width = Math.max(...pages.map(({ page }) => page.length));
  for (const { page, grade, words, sentences, target } of pages) {
    const verdict = grade <= target ? "" : "  over target";
    console.log(
      `  ${page.padEnd(width)}  grade ${grade.toFixed(1)} (target ${target}), ${words} words, ${sentences} sentences${verdict}`,
    );
  }
  for (const { key, page, target, grade } of pages.filter((entry) => entry.grade > entry.target)) {
    console.log(`\nHardest sentences on ${page} (grade ${grade.toFixed(1)}, target ${target}):`);
    for (const sentence of hardestSentences(key, HARDEST_LISTED, root)) {
      console.log(
        `  ${sentence.grade.toFixed(1)}  ${sentence.file} ${sentence.field}: ${sentence.text}`,
      );
    }
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.log(`\nPlain English: not measured, the content does not load.\n${error.message}`);
}
