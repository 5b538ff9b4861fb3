// What the content lacks before launch: `sample: true` placeholders and translated sections
// awaiting review. The build prints only the counts.
import { findAwaitingReview, findSampleEntries } from "./lib/content-loader.ts";

const samples = findSampleEntries();
console.log(`${samples.length} sample entries still to replace with real content.`);
for (const entry of samples) console.log(`  ${entry.file} ${entry.field}  ${entry.label}`);

const review = findAwaitingReview();
const sections = review.reduce((count, entry) => count + entry.sections.length, 0);
console.log(`\n${sections} translated sections awaiting review by a native speaker.`);
for (const entry of review) console.log(`  ${entry.file}: ${entry.sections.join(", ")}`);
