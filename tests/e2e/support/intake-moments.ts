import type { Page } from "@playwright/test";
import { loadIntakes } from "#app/content/content-files.ts";
import {
  INTAKE_MOMENT_ATTRIBUTE,
  INTAKE_VARIANT_ATTRIBUTE,
  datedIntake,
} from "#app/lib/intake-state-mark.ts";
import { type DatedIntake, intakeState, intakeStateKey } from "#app/content/intake-state.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The intakes of the content the build was made from, as the page's script reads them. */
const WINDOWS = loadIntakes().intakes.map(datedIntake);

/** The key of the moment a visitor's clock at `now` gives (app/content/intake-state.ts). */
export function momentKeyAt(now: number): string {
  return intakeStateKey(intakeState(WINDOWS, now), now);
}

type Kind = "upcoming" | "open" | "closing" | "next" | "closed" | "running" | "finished";

/** A clock reading inside each kind of moment, for one intake and the one before it. */
function readings(intake: DatedIntake, previous: DatedIntake | undefined): [Kind, number][] {
  const opens = Date.parse(intake.applicationsOpen);
  const closes = Date.parse(intake.applicationsClose);
  return [
    previous ? ["next", Date.parse(previous.applicationsClose) + HOUR] : ["upcoming", opens - DAY],
    ["open", opens + HOUR],
    // Three days begun before the deadline.
    ["closing", closes - 2 * DAY - HOUR],
    ["closed", closes + HOUR],
    ["running", Date.parse(intake.trainingStarts) + DAY],
    ["finished", Date.parse(intake.programmeEnds) + DAY],
  ];
}

/**
 * One clock reading in each state the content's intakes give (upcoming, open, closing soon,
 * closed with the next known, closed with none announced, and its programme running and
 * finished), each with the key the page must show; each reading is checked to give its kind.
 */
export function oneMomentOfEachState(): { kind: Kind; key: string; at: Date }[] {
  const found = new Map<Kind, { kind: Kind; key: string; at: Date }>();
  WINDOWS.forEach((intake, index) => {
    for (const [kind, at] of readings(intake, WINDOWS[index - 1])) {
      const key = momentKeyAt(at);
      // Closed, running and finished exist only after the last intake; the others, for every one.
      if (!key.startsWith(`${kind}-`) || found.has(kind)) continue;
      found.set(kind, { kind, key, at: new Date(at) });
    }
  });
  return [...found.values()];
}

/**
 * Every variant of words that follow the state on the page, with whether it is drawn and whether
 * it is one of the moment `key`'s.
 */
export function variantsShown(page: Page, key: string) {
  return page.evaluate(
    ({ attribute, key }) =>
      [...document.querySelectorAll(`[${attribute}]`)].map((element) => ({
        keys: element.getAttribute(attribute) ?? "",
        // The status of a call to action: the element its links are described by.
        isStatus: Boolean(
          element.parentElement?.id &&
          document.querySelector(`[aria-describedby~="${element.parentElement.id}"]`),
        ),
        ofMoment: (element.getAttribute(attribute) ?? "").split(" ").includes(key),
        drawn: getComputedStyle(element).display !== "none",
        text: element.textContent?.trim() ?? "",
        // The names of its links and buttons: side by side, their text runs together.
        controls: [...element.querySelectorAll("a, button")].map(
          (control) => control.textContent?.trim() ?? "",
        ),
      })),
    { attribute: INTAKE_VARIANT_ATTRIBUTE, key },
  );
}

/** The moment the page's `<html>` is marked with. */
export function markedMoment(page: Page) {
  return page.locator("html").getAttribute(INTAKE_MOMENT_ATTRIBUTE);
}

/** The phase a moment's words follow (IntakePhase): the prose of moments of one phase is shared. */
export function phaseOfMoment(key: string): string {
  const kind = key.slice(0, key.indexOf("-"));
  if (kind === "upcoming" || kind === "next") return "beforeOpening";
  return kind === "closing" ? "open" : kind;
}
