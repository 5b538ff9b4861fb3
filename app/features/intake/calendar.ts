import type { IntakesContent, ProgrammeContent } from "#app/content/schema.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { type Language, LANGUAGES } from "#app/site-manifest.ts";
import { CALENDAR_EVENT_MINUTES } from "./settings.ts";
import { writtenMoment } from "#app/content/written-dates.ts";

type Intake = IntakesContent["intakes"][number];

/** Where an intake's "applications open" calendar entry is, in a language: written by the build. */
export function calendarPath(year: number, language: Language): string {
  return `${LANGUAGES[language].prefix}/calendar/k-youth-${year}-applications.ics`;
}

/** RFC 5545 TEXT: backslashes, semicolons, commas and line breaks escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");
}

/** `20250331T160000Z`: a UTC date-time as iCalendar writes it. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const LINE_OCTETS = 75;

/** RFC 5545 3.1: lines longer than 75 octets continue on lines that start with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines carry a leading space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

interface CalendarEntry {
  intake: Intake;
  texts: ProgrammeContent["applications"]["calendar"];
  language: Language;
  /** The programme page's full address, for the entry's link and description. */
  pageUrl: string;
  /** When the entry was made: the build's date. */
  stamp: Date;
}

/**
 * The calendar entry a visitor saves to be reminded when applications for an intake open: an
 * event at the opening moment, in the page's language, with the form's and the page's addresses.
 * Its UID is the same in every language, so saving both keeps one event.
 */
export function applicationsCalendar({ intake, texts, language, pageUrl, stamp }: CalendarEntry) {
  const { tag } = LANGUAGES[language];
  const opens = new Date(intake.applicationsOpen.date);
  const ends = new Date(opens.getTime() + CALENDAR_EVENT_MINUTES * 60_000);
  const values = {
    name: intake.name,
    opens: writtenMoment(intake.applicationsOpen.date, tag),
    closes: writtenMoment(intake.applicationsClose.date, tag),
    form: intake.applicationForm.url,
    page: pageUrl,
  };
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${new URL(pageUrl).host}//${intake.name}//${language.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:k-youth-${intake.year}-applications-open@${new URL(pageUrl).host}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(opens)}`,
    `DTEND:${utcStamp(ends)}`,
    `SUMMARY:${escapeText(formatMessage(texts.summary, values))}`,
    `DESCRIPTION:${escapeText(formatMessage(texts.description, values))}`,
    `URL:${pageUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
