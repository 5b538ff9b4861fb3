/**
 * Lists every content entry still marked `sample: true`: placeholder content the programme team
 * has to replace before launch. The build prints only the count.
 *
 *   npm run content:report
 */
import { findSampleEntries } from "./lib/content-loader.ts";

const samples = findSampleEntries();
console.log(`${samples.length} sample entries still to replace with real content.`);
for (const entry of samples) console.log(`  ${entry.file} ${entry.field}  ${entry.label}`);
