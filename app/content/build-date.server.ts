/** The variable reproducible builds set to the build's time, in whole seconds since the epoch. */
const SOURCE_DATE_EPOCH = "SOURCE_DATE_EPOCH";

/**
 * The build's date: SOURCE_DATE_EPOCH when set (reproducible builds), otherwise the moment the
 * build first asks. That moment is written back to SOURCE_DATE_EPOCH, so every part of one build
 * (the content plugin, the prerendered pages, the calendar files, the sitemap), each with its own
 * copy of this module, agrees on the day and on the state of applications it shows.
 */
export function buildDate(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = Number(env[SOURCE_DATE_EPOCH]);
  if (env[SOURCE_DATE_EPOCH] && Number.isFinite(epoch)) return new Date(epoch * 1000);
  const now = Math.floor(Date.now() / 1000);
  env[SOURCE_DATE_EPOCH] = String(now);
  return new Date(now * 1000);
}
