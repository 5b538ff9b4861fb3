import type { Page } from "@playwright/test";
import type { IntakesContent } from "#app/content/schema.ts";
import { writtenDay, writtenMoment } from "#app/lib/written-dates.ts";
import { CLOSING_SOON_DAYS } from "#app/lib/intake-state.ts";
import { type Language, LANGUAGES } from "#app/site-manifest.ts";
import { loadIntakes } from "#app/content/content-files.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const { intakes } = loadIntakes();
const first = intakes[0];
const last = intakes.at(-1);
if (!first || !last) throw new Error("app/content/intakes.yaml lists no intake with dates");

/**
 * The built content cannot change under the tests, so the clock moves instead: around the first
 * intake with dates (2025), whose window no earlier dated intake precedes, the page must show
 * each state once the browser works it out again after hydration.
 */
export const INTAKE = first;
const opens = Date.parse(first.applicationsOpen.date);
const closes = Date.parse(first.applicationsClose.date);
/** Three days before the deadline, minus an hour: three days begun until it. */
export const DAYS_LEFT = 3;
export const MOMENTS = {
  beforeOpening: new Date(opens - DAY),
  inWindow: new Date(opens + DAY),
  nearDeadline: new Date(closes - DAYS_LEFT * DAY + HOUR),
};
if (closes - opens <= (CLOSING_SOON_DAYS + 1) * DAY) {
  throw new Error("the first intake's window is too short for an 'open, not closing soon' moment");
}

/** Whether today is after every intake's window: the state the data gives the real date. */
export const AFTER_THE_LAST_WINDOW = Date.now() > Date.parse(last.applicationsClose.date);
export const LAST_INTAKE = last;

/** The intake's dates as a page in `language` writes them. */
export function writtenDates(intake: IntakesContent["intakes"][number], language: Language) {
  const { tag } = LANGUAGES[language];
  return {
    opens: writtenMoment(intake.applicationsOpen.date, tag),
    closes: writtenMoment(intake.applicationsClose.date, tag),
    closedOn: writtenDay(intake.applicationsClose.date, tag),
  };
}

declare global {
  interface Window {
    layoutShiftScore?: number;
  }
}

/** Adds up the page's layout shifts not caused by input (CLS), from the first paint on. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShiftScore = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput)
          window.layoutShiftScore = (window.layoutShiftScore ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift so far, once two more frames have been drawn. */
export function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.layoutShiftScore ?? Number.NaN)),
        ),
      ),
  );
}
