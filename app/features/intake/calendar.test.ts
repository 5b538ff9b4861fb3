import { INTAKE_2026 } from "#app/test/test-intakes.ts";
import { describe, expect, it } from "vitest";
import { testContent } from "#app/test/content.ts";
import { applicationsCalendar, calendarPath } from "./calendar.ts";

const intake = INTAKE_2026;

const entry = (language: "en" | "ms") =>
  applicationsCalendar({
    intake,
    texts: testContent("programme", language).applications.calendar,
    language,
    pageUrl: `https://k-youth.example${language === "ms" ? "/ms" : ""}/k-youth`,
    stamp: new Date("2026-01-15T02:03:04Z"),
  });

/** The entry's properties with folded lines joined again (RFC 5545 3.1). */
const properties = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("the applications calendar entry", () => {
  it("is an iCalendar event at the opening moment, in UTC, with a UID and a stamp", () => {
    const lines = properties(entry("en"));
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//k-youth.example//K-Youth 2026//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        "UID:k-youth-2026-applications-open@k-youth.example",
        "DTSTAMP:20260115T020304Z",
        "DTSTART:20260301T010000Z",
        "DTEND:20260301T013000Z",
        "SUMMARY:Applications open for K-Youth 2026",
        "URL:https://k-youth.example/k-youth",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ]),
    );
  });

  it("describes the window in the page's language, with commas escaped", () => {
    const english = properties(entry("en")).find((line) => line.startsWith("DESCRIPTION:"));
    expect(english).toBe(
      "DESCRIPTION:Applications for K-Youth 2026 open on 1 March 2026 at 9:00 am and close on 31 March 2026 at 11:59 pm\\, Malaysia time. Apply online at https://forms.example/k-youth-2026/apply. More about the programme at https://k-youth.example/k-youth",
    );
    const malay = properties(entry("ms"));
    expect(malay).toContain("SUMMARY:Permohonan K-Youth 2026 dibuka");
    const malayDescription = malay.find((line) => line.startsWith("DESCRIPTION:"));
    expect(malayDescription).toMatch(/1 Mac 2026\\, 9\.00 pagi.* 31 Mac 2026\\, 11\.59 malam/);
    expect(malayDescription).not.toMatch(/pada [^ ]+ [^ ]+ \d{4} pada/);
  });

  it("ends every line with CRLF and folds lines longer than 75 octets", () => {
    const text = entry("ms");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("lives at one address per intake and language", () => {
    expect(calendarPath(2026, "en")).toBe("/calendar/k-youth-2026-applications.ics");
    expect(calendarPath(2026, "ms")).toBe("/ms/calendar/k-youth-2026-applications.ics");
  });
});
