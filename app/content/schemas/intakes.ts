import { z } from "zod";
import { MALAYSIA_UTC_OFFSET } from "#app/config/malaysia-time.ts";
import { dateProblem, englishOnly, httpsUrl, isoDate, sample, text } from "./primitives.ts";

/**
 * The programme's intakes (app/content/intakes.yaml), shared by every language: dates are not
 * words. The build refuses an intake whose dates are out of order, naming the intake and the field.
 */

/** A moment in Malaysia time, to the second: 2025-04-01T09:00:00+08:00 (the editor writes this). */
const malaysiaDateTime = z.iso
  .datetime({
    offset: true,
    abort: true,
    error: (issue) =>
      dateProblem(issue.input, "must be a date and time like 2025-04-01T09:00:00+08:00"),
  })
  .refine((value) => value.endsWith(MALAYSIA_UTC_OFFSET), {
    error: `write the time in Malaysia time, ending in ${MALAYSIA_UTC_OFFSET}`,
  });

/** A date or moment with its own `sample` mark, since the spec gives some dates and not others. */
const moment = z.object({ date: malaysiaDateTime, sample });
const day = z.object({ date: isoDate, sample });

const year = z.int().min(2000).max(2100);

const intake = z.object({
  year,
  /** The intake's name as every language writes it: K-Youth 2025. */
  name: text,
  applicationsOpen: moment,
  /**
   * The last moment an application is accepted. The content editor picks it to the minute and
   * keeps that minute's last second (23:59:59), so the whole minute counts.
   */
  applicationsClose: z.object({
    date: malaysiaDateTime.meta({ lastSecondOfMinute: true }),
    sample,
  }),
  trainingStart: day,
  /** The last day of the on-the-job training, which ends the programme. */
  onTheJobTrainingEnd: day,
  applicationForm: z.object({ url: httpsUrl, englishOnly, sample }),
});

/** Intakes that ran before the site kept their dates; they count as past programmes. */
const earlierIntake = z.object({ year, name: text });

type IntakeContent = z.output<typeof intake>;

/** The start of a day in Malaysia time, as an instant. */
function startOfMalaysianDay(date: string): number {
  return Date.parse(`${date}T00:00:00${MALAYSIA_UTC_OFFSET}`);
}

type Field = "applicationsOpen" | "applicationsClose" | "trainingStart" | "onTheJobTrainingEnd";

/** Each date must come after the one before it, in this order. */
const IN_ORDER: readonly [Field, Field, string][] = [
  ["applicationsOpen", "applicationsClose", "applications must close after they open"],
  ["applicationsClose", "trainingStart", "training must start after applications close"],
  [
    "trainingStart",
    "onTheJobTrainingEnd",
    "the on-the-job training must end after training starts",
  ],
];

function instant(entry: IntakeContent, field: Field): number {
  const { date } = entry[field];
  return date.includes("T") ? Date.parse(date) : startOfMalaysianDay(date);
}

export const intakesSchema = z
  .object({
    earlierIntakes: z.array(earlierIntake),
    intakes: z.array(intake).min(1, "add at least one intake with its dates"),
    /** A form where people register interest in the next intake; offered once applications close. */
    interestForm: z.object({ url: httpsUrl, englishOnly, sample }).optional(),
  })
  .superRefine((content, context) => {
    content.intakes.forEach((entry, index) => {
      for (const [earlier, later, rule] of IN_ORDER) {
        if (instant(entry, later) > instant(entry, earlier)) continue;
        context.addIssue({
          code: "custom",
          path: ["intakes", index, later, "date"],
          message: `${entry.name}: ${rule} (${earlier} is ${entry[earlier].date}, ${later} ${entry[later].date})`,
        });
      }
      const previous = content.intakes[index - 1];
      if (
        previous &&
        instant(entry, "applicationsOpen") <= instant(previous, "applicationsClose")
      ) {
        context.addIssue({
          code: "custom",
          path: ["intakes", index, "applicationsOpen", "date"],
          message: `${entry.name}: applications must open after ${previous.name}'s close (${previous.applicationsClose.date}); list intakes from the earliest`,
        });
      }
    });
    const years = [...content.earlierIntakes, ...content.intakes].map((entry) => entry.year);
    years.forEach((value, index) => {
      const before = years[index - 1];
      if (before === undefined || value > before) return;
      const earlier = index < content.earlierIntakes.length;
      context.addIssue({
        code: "custom",
        path: earlier
          ? ["earlierIntakes", index, "year"]
          : ["intakes", index - content.earlierIntakes.length, "year"],
        message: `${value} must come after ${before}: one intake a year, earliest first`,
      });
    });
  });
