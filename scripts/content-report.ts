// What the content lacks before launch: sample entries and placeholders (example domains,
// placeholder phone numbers), which stop a release build (RELEASE=production), and translated
// sections awaiting review. The everyday build prints only the counts.
//
//   npm run content:report [-- --content <folder>]   (another copy of app/content)
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { contentRoot, findAwaitingReview } from "./lib/content-loader.ts";
import { findPlaceholders } from "./lib/release-guard.ts";

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
