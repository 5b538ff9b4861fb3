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

/** A date of intakes.yaml (`2025-04-01` or `2025-04-01T09:00:00+08:00`) a year later. */
function aYearLater(date: string): string {
  const later = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  // 29 February has no day a year later; the 28th keeps the dates in order.
  return later.slice(5, 10) === "02-29" ? later.replace("-02-29", "-02-28") : later;
}

/**
 * The intake the programme team would add after `last`, as the editing guide describes it: the
 * next year, named and dated like `last` a year on (so its window opens after `last`'s closes),
 * its form's address with the year changed. Tests add it after whatever the data holds.
 */
export function nextIntakeAfter(last: DatedIntake): NextIntake {
  const year = last.year + 1;
  const withYear = (text: string) => text.replaceAll(String(last.year), String(year));
  const name = withYear(last.name);
  return {
    year,
    name: name === last.name ? `${last.name} ${year}` : name,
    applicationsOpen: { date: aYearLater(last.applicationsOpen.date) },
    applicationsClose: { date: aYearLater(last.applicationsClose.date) },
    trainingStart: { date: aYearLater(last.trainingStart.date) },
    onTheJobTrainingEnd: { date: aYearLater(last.onTheJobTrainingEnd.date) },
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
