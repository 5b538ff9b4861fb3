import { MALAYSIA_TIME_ZONE, MALAYSIA_UTC_OFFSET } from "#app/config/malaysia-time.ts";

/**
 * Dates as a language writes them, in Malaysia time. Only the build calls these (route loaders,
 * the content loader, the calendar files): the browser's first date format in a language loads
 * its locale data in a long task (decision 118), so pages receive the dates already written.
 */

/** An instant from an ISO date-time, or from a date, taken as that day's start in Malaysia. */
function instantOf(date: string): Date {
  return new Date(date.includes("T") ? date : `${date}T00:00:00${MALAYSIA_UTC_OFFSET}`);
}

/** "15 May 2025", "15 Mei 2025". */
export function writtenDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(instantOf(date));
}

/** "15 May 2025 at 11:59 pm", "15 Mei 2025 pada 11:59 PTG". */
export function writtenMoment(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(instantOf(date));
}
