import type { IntakesContent } from "#app/content/schema.ts";

type DatedIntake = IntakesContent["intakes"][number];

/** A next intake in the shape intakes.yaml holds it: what `nextIntakeAfter` gives. */
export interface NextIntake {
  year: number;
  name: string;
  applicationsOpen: { date: string };
  applicationsClose: { date: string };
  trainingStart: { date: string };
  onTheJobTrainingEnd: { date: string };
  applicationForm: { url: string; englishOnly?: boolean };
}

/** A date of intakes.yaml (`2025-04-01` or `2025-04-01T09:00:00+08:00`) `years` later. */
function yearsLater(date: string, years: number): string {
  const later = `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  // 29 February has no day in most years; the 28th keeps the dates in order.
  return later.slice(5, 10) === "02-29" ? later.replace("-02-29", "-02-28") : later;
}

/**
 * The intake the programme team would add after `last`, as the editing guide describes it: dated
 * like `last` a whole number of years on, the first such year whose applications open after
 * `opensAfter` (by default the next year, so its window opens after `last`'s closes), named
 * with that year and its form's address with the year changed.
 */
export function nextIntakeAfter(last: DatedIntake, opensAfter?: Date): NextIntake {
  let years = 1;
  while (
    opensAfter &&
    Date.parse(yearsLater(last.applicationsOpen.date, years)) <= opensAfter.getTime()
  ) {
    years += 1;
  }
  const year = last.year + years;
  const withYear = (text: string) => text.replaceAll(String(last.year), String(year));
  const name = withYear(last.name);
  return {
    year,
    name: name === last.name ? `${last.name} ${year}` : name,
    applicationsOpen: { date: yearsLater(last.applicationsOpen.date, years) },
    applicationsClose: { date: yearsLater(last.applicationsClose.date, years) },
    trainingStart: { date: yearsLater(last.trainingStart.date, years) },
    onTheJobTrainingEnd: { date: yearsLater(last.onTheJobTrainingEnd.date, years) },
    applicationForm: {
      url: withYear(last.applicationForm.url),
      ...(last.applicationForm.englishOnly === undefined
        ? {}
        : { englishOnly: last.applicationForm.englishOnly }),
    },
  };
}

/** A next intake as the team would add it, for tests of logic with fixture intakes of their own. */
export const INTAKE_2026 = {
  year: 2026,
  name: "K-Youth 2026",
  applicationsOpen: { date: "2026-03-01T09:00:00+08:00" },
  applicationsClose: { date: "2026-03-31T23:59:59+08:00" },
  trainingStart: { date: "2026-05-04" },
  onTheJobTrainingEnd: { date: "2026-09-03" },
  applicationForm: { url: "https://forms.example/k-youth-2026/apply" },
};
