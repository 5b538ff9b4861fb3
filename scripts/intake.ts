/**
 * Where applications stand on any day, and what every page then says and offers, in every
 * language: the same state function and words as the site, from app/content/intakes.yaml.
 *
 *   npm run intake                          now
 *   npm run intake -- --on 2027-03-01       that day, from midnight in Malaysia
 *   npm run intake -- --on 2027-03-01T09:00:00+08:00
 */
import { parseArgs } from "node:util";
import { ContentError } from "#app/content/content-errors.ts";
import { intakeReport, momentOf } from "./lib/intake-report.ts";

const { values } = parseArgs({ options: { on: { type: "string" } } });
const moment = values.on === undefined ? new Date() : momentOf(values.on);
if (typeof moment === "string") {
  console.error(moment);
  process.exit(1);
}
// Titles and the search engines' data are written when the site is built: show a build of that day.
process.env.SOURCE_DATE_EPOCH = String(Math.floor(moment.getTime() / 1000));
try {
  console.log(intakeReport(moment).join("\n"));
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
