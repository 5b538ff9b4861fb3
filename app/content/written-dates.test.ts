import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/site-manifest.ts";
import { writtenDay, writtenMoment, writtenTime } from "./written-dates.ts";

const en = LANGUAGES.en.tag;
const ms = LANGUAGES.ms.tag;

describe("a time of day as each language writes it, in Malaysia time", () => {
  it.each([
    ["midnight", "2025-05-15T00:00:00+08:00", "12:00 am", "12.00 tengah malam"],
    ["just after midnight", "2025-05-15T00:30:00+08:00", "12:30 am", "12.30 pagi"],
    ["morning", "2025-04-01T09:00:00+08:00", "9:00 am", "9.00 pagi"],
    ["the last minute of the morning", "2025-04-01T11:59:00+08:00", "11:59 am", "11.59 pagi"],
    ["midday", "2025-04-01T12:00:00+08:00", "12:00 pm", "12.00 tengah hari"],
    ["after midday", "2025-04-01T12:45:00+08:00", "12:45 pm", "12.45 tengah hari"],
    ["afternoon", "2025-04-01T13:00:00+08:00", "1:00 pm", "1.00 petang"],
    ["late afternoon", "2025-04-01T18:59:00+08:00", "6:59 pm", "6.59 petang"],
    ["evening", "2025-04-01T19:00:00+08:00", "7:00 pm", "7.00 malam"],
    ["the last minute of the day", "2025-05-15T23:59:59+08:00", "11:59 pm", "11.59 malam"],
  ])("%s: %s", (_moment, date, english, malay) => {
    expect(writtenTime(date, en)).toBe(english);
    expect(writtenTime(date, ms)).toBe(malay);
  });

  it("reads an instant in another offset at Malaysia's clock", () => {
    expect(writtenTime("2025-05-15T15:59:00Z", ms)).toBe("11.59 malam");
    expect(writtenTime("2025-05-15T15:59:00Z", en)).toBe("11:59 pm");
  });

  it("joins day and time the way each language's sentences expect: Malay with one 'pada'", () => {
    const deadline = "2025-05-15T23:59:59+08:00";
    expect(writtenMoment(deadline, en)).toBe(`${writtenDay(deadline, en)} at 11:59 pm`);
    expect(writtenMoment(deadline, ms)).toBe(`${writtenDay(deadline, ms)}, 11.59 malam`);
    expect(writtenMoment(deadline, ms)).not.toMatch(/\bpada\b|\bPTG\b|\bPG\b/);
  });

  it("refuses a language it has no style for rather than guessing", () => {
    expect(() => writtenTime("2025-04-01T09:00:00+08:00", "fr-FR")).toThrow(/fr-FR/);
  });
});
