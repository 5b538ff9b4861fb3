import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { applicationsCalendar, calendarPath } from "#app/features/intake/calendar.ts";
import { buildDate } from "#app/content/build-date.server.ts";
import { languages, pagePath } from "#app/site-manifest.ts";
import { loadContent, loadIntakes } from "#app/content/content-files.ts";

/**
 * Writes each intake's "applications open" calendar entry in every language
 * (`/calendar/k-youth-<year>-applications.ics`, `/ms/calendar/...`), which the calls to action
 * offer to save while the opening date is ahead. Every intake gets one: a page built today works
 * out the state again from its reader's clock, whatever day that is. Returns the files' paths.
 */
export async function writeIntakeCalendars(clientDir: string): Promise<string[]> {
  const { intakes } = loadIntakes();
  const stamp = buildDate();
  const written: string[] = [];
  for (const language of languages) {
    const { origin } = loadContent(language, "site");
    const texts = loadContent(language, "programme").applications.calendar;
    const pageUrl = `${origin}${pagePath("programme", language)}`;
    for (const intake of intakes) {
      const path = calendarPath(intake.year, language);
      const file = join(clientDir, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, applicationsCalendar({ intake, texts, language, pageUrl, stamp }));
      written.push(path);
    }
  }
  return written;
}
