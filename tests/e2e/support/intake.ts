import type { Page } from "@playwright/test";
import type { IntakesContent } from "#app/content/schema.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { writtenDay, writtenMoment } from "#app/content/written-dates.ts";
import {
  CLOSING_SOON_DAYS,
  describedIntake,
  intakeState,
  type IntakeState,
} from "#app/content/intake-state.ts";
import { type Language, LANGUAGES } from "#app/site-manifest.ts";
import { loadIntakes } from "#app/content/content-files.ts";
import { testContent } from "#app/test/content.ts";

type Intake = IntakesContent["intakes"][number];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const { intakes, earlierIntakes } = loadIntakes();
const first = intakes[0];
const last = intakes.at(-1);
if (!first || !last) throw new Error("app/content/intakes.yaml lists no intake with dates");

/**
 * The built content cannot change under the tests, so the clock moves instead: through the states
 * of every intake in the data (tests/e2e/intake.spec.ts), or into the first intake's window and
 * after the last one's for the specs that need one state. The years, names and dates are the
 * data's, whatever intakes it lists.
 */
export const INTAKES = intakes;
export const INTAKE = first;
export const LAST_INTAKE = last;
/** The intakes that ran before the site kept their dates, by name. */
export const EARLIER_INTAKES = earlierIntakes;

/** Three days before the deadline, minus an hour: three days begun until it. */
export const DAYS_LEFT = 3;

/** The moments that put an intake in each of its states. */
export function momentsOf(intake: Intake) {
  const opens = Date.parse(intake.applicationsOpen.date);
  const closes = Date.parse(intake.applicationsClose.date);
  if (closes - opens <= (CLOSING_SOON_DAYS + 1) * DAY) {
    throw new Error(`${intake.name}'s window is too short for an "open, not closing soon" moment`);
  }
  return {
    beforeOpening: new Date(opens - DAY),
    inWindow: new Date(opens + DAY),
    nearDeadline: new Date(closes - DAYS_LEFT * DAY + HOUR),
    afterClosing: new Date(closes + DAY),
  };
}
export const MOMENTS = momentsOf(first);
/** A day after the last window closed: every intake in the data has run. */
export const AFTER_THE_LAST_WINDOW = momentsOf(last).afterClosing;

/** An intake with its window, as the state function takes it. */
interface DatedWindow {
  intake: Intake;
  applicationsOpen: string;
  applicationsClose: string;
}

/** The state of applications the data gives at a moment. */
export function stateAt(moment: Date): IntakeState<DatedWindow> {
  const windows = intakes.map((intake) => ({
    intake,
    applicationsOpen: intake.applicationsOpen.date,
    applicationsClose: intake.applicationsClose.date,
  }));
  return intakeState(windows, moment.getTime());
}

/** The intake the pages describe in their titles and headings: the tests run on a build of today. */
export const DESCRIBED_INTAKE = describedIntake(stateAt(new Date())).intake;
/** The programme section's id: the same for every intake, so links to it keep working. */
export const PROGRAMME_ANCHOR = "k-youth-programme";

/** The intake's dates as a page in `language` writes them. */
export function writtenDates(intake: Intake, language: Language) {
  const { tag } = LANGUAGES[language];
  return {
    opens: writtenMoment(intake.applicationsOpen.date, tag),
    closes: writtenMoment(intake.applicationsClose.date, tag),
    closedOn: writtenDay(intake.applicationsClose.date, tag),
  };
}

/**
 * What a page in `language` says about applications at `moment`, in the words of programme.yaml
 * and the dates of the data: the opening date, the deadline (or the days left), or the closing
 * day and what comes next.
 */
export function statusAt(moment: Date, language: Language): string {
  const texts = testContent("programme", language).applications.status;
  const named = ({ intake }: DatedWindow) => ({
    name: intake.name,
    ...writtenDates(intake, language),
  });
  const state = stateAt(moment);
  switch (state.kind) {
    case "upcoming":
      return formatMessage(texts.upcoming, named(state.intake));
    case "open":
      return formatMessage(texts.open, named(state.intake));
    case "closingSoon":
      return formatMessage(state.daysLeft === 1 ? texts.lastDay : texts.closingSoon, {
        ...named(state.intake),
        days: state.daysLeft,
      });
    case "closedNextKnown":
      return `${formatMessage(texts.closed, named(state.closed))} ${formatMessage(texts.nextKnown, named(state.next))}`;
    case "closedNextToBeAnnounced": {
      const closed = `${formatMessage(texts.closed, named(state.closed))} ${texts.nextToBeAnnounced}`;
      // Once its on-the-job training has ended, the status says the programme has finished.
      const ends = Date.parse(`${state.closed.intake.onTheJobTrainingEnd.date}T23:59:59+08:00`);
      if (moment.getTime() <= ends) return closed;
      return `${closed} ${formatMessage(texts.finished, { name: state.closed.intake.name })}`;
    }
  }
}

/** `text` matched literally inside a regular expression. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The "As at {date}" line of a page without scripts, its date any day written in words. */
export function asOfPattern(template: string): RegExp {
  const [before = "", after = ""] = template.split("{date}").map(literal);
  return new RegExp(`^${before}\\d{1,2} \\p{L}+ \\d{4}${after}$`, "u");
}

declare global {
  interface Window {
    layoutShifts?: string[];
  }
}

/**
 * Records the page's layout shifts not caused by input (those CLS counts), from the first paint
 * on, each said with its time, score and the elements it moved.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    const named = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "a removed node";
      const text = node.textContent?.replace(/\s+/g, " ").trim().slice(0, 40) ?? "";
      return `<${node.localName}${node.id ? `#${node.id}` : ""}> "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          ({ node, previousRect, currentRect }) =>
            `${named(node)} ${rect(previousRect)} → ${rect(currentRect)}`,
        );
        window.layoutShifts?.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts so far (none, for CLS 0), once two more frames have been drawn. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.layoutShifts ?? ["not watched"])),
        ),
      ),
  );
}
