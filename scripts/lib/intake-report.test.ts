import { afterEach, describe, expect, it, vi } from "vitest";
import { loadIntakes } from "#app/content/content-files.ts";
import { intakeReport, momentOf } from "./intake-report.ts";

describe("npm run intake -- --on DATE", () => {
  it("refuses a day the calendar does not have, in plain words", () => {
    for (const day of ["2027-02-30", "2027-04-31", "2026-02-29"]) {
      expect(momentOf(day)).toBe(
        `--on ${day}: there is no such day; give a day like 2027-03-01, or a date and time like 2027-03-01T09:00:00+08:00`,
      );
    }
    expect(momentOf("2027-02-30T09:00:00+08:00")).toMatch(/there is no such day/);
    expect(momentOf("next week")).toMatch(/^--on next week: give a day like/);
  });

  it("takes a day as its first second in Malaysia, and a date and time as written", () => {
    expect(momentOf("2028-02-29")).toEqual(new Date("2028-02-28T16:00:00Z"));
    expect(momentOf("2027-03-01T09:00:00+08:00")).toEqual(new Date("2027-03-01T01:00:00Z"));
  });
});

describe("what npm run intake shows", () => {
  afterEach(() => vi.unstubAllEnvs());

  // Every intake in the data, on a day its applications are open, as a build of that day.
  for (const intake of loadIntakes().intakes) {
    it(`shows titles, status, the check's result, actions and JSON-LD dates for ${intake.name}`, () => {
      const moment = new Date(Date.parse(intake.applicationsOpen.date) + 60 * 60 * 1000);
      vi.stubEnv("SOURCE_DATE_EPOCH", String(Math.floor(moment.getTime() / 1000)));
      const report = intakeReport(moment).join("\n");
      expect(report).toContain(`The eligibility check is for: ${intake.name}`);
      expect(report).toContain(
        `applications ${intake.applicationsOpen.date} to ${intake.applicationsClose.date}, training ${intake.trainingStart.date} to ${intake.onTheJobTrainingEnd.date}`,
      );
      for (const language of ["English", "Bahasa Melayu"]) {
        const section = report.slice(report.indexOf(`\n${language} (`));
        expect(section).toMatch(new RegExp(`Title: .*${intake.year}`));
        expect(section).toMatch(new RegExp(`Eligibility check's title: .*${intake.year}`));
        expect(section).toMatch(/\n {2}Status: \S/);
        expect(section).toMatch(
          new RegExp(`result for someone who meets every rule: .*${intake.name}`),
        );
        expect(section).toContain(`] ${intake.applicationForm.url}`);
      }
    });
  }
});
