import { MALAYSIA_TIME_ZONE, MALAYSIA_UTC_OFFSET } from "#app/config/malaysia-time.ts";
import type { Language } from "#app/site-manifest.ts";

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

const MINUTE = 60_000;
const [, offsetSign, offsetHours, offsetMinutes] = /^([+-])(\d{2}):(\d{2})$/.exec(
  MALAYSIA_UTC_OFFSET,
) ?? ["", "+", "0", "0"];
const OFFSET_MINUTES =
  (offsetSign === "-" ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));

/** The hour (0-23) and minute a clock in Malaysia shows at an instant: one offset all year. */
function malaysiaClock(instant: Date): { hour: number; minute: number } {
  const local = new Date(instant.getTime() + OFFSET_MINUTES * MINUTE);
  return { hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

/** 1-12, as a 12-hour clock shows the hour. */
function twelveHour(hour: number): number {
  return hour % 12 === 0 ? 12 : hour % 12;
}

/**
 * A time of day and how it joins its day, per language, written here rather than taken from the
 * runtime's locale data: ICU writes Malay 23:59 as "11:59 PTG" (petang, afternoon), and its
 * output differs between versions (decision 146).
 */
const MOMENT_STYLES: Record<
  Language,
  { time: (hour: number, minute: string) => string; join: (day: string, time: string) => string }
> = {
  // "11:59 pm", "12:00 pm" (midday), "12:00 am" (midnight): the site's English since launch.
  en: {
    time: (hour, minute) => `${twelveHour(hour)}:${minute} ${hour < 12 ? "am" : "pm"}`,
    join: (day, time) => `${day} at ${time}`,
  },
  // Malaysian agencies' style: a full stop between hour and minute and the part of the day in
  // words; the day and time joined by a comma, so that "pada 15 Mei 2025, 11.59 malam" says
  // "pada" once.
  ms: {
    time: (hour, minute) => {
      if (hour === 0 && minute === "00") return "12.00 tengah malam";
      const part = hour < 12 ? "pagi" : hour < 13 ? "tengah hari" : hour < 19 ? "petang" : "malam";
      return `${twelveHour(hour)}.${minute} ${part}`;
    },
    join: (day, time) => `${day}, ${time}`,
  },
};

function momentStyle(locale: string) {
  const { language } = new Intl.Locale(locale);
  if (!(language in MOMENT_STYLES)) throw new Error(`no time-of-day style for "${locale}"`);
  return MOMENT_STYLES[language as Language];
}

/** "9:00 am", "9.00 pagi": a moment's time of day in Malaysia. */
export function writtenTime(date: string, locale: string): string {
  const { hour, minute } = malaysiaClock(instantOf(date));
  return momentStyle(locale).time(hour, String(minute).padStart(2, "0"));
}

/** "15 May 2025 at 11:59 pm", "15 Mei 2025, 11.59 malam". */
export function writtenMoment(date: string, locale: string): string {
  return momentStyle(locale).join(writtenDay(date, locale), writtenTime(date, locale));
}
