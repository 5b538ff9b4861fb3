import { MALAYSIA_UTC_OFFSET } from "#app/config/malaysia-time.ts";
import type { IntakesContent } from "#app/content/schema.ts";
import {
  CLOSING_SOON_DAYS,
  type DatedIntake,
  intakeState,
  type IntakeState,
  intakeStateKey,
} from "#app/content/intake-state.ts";

/**
 * The attribute the page's script sets on `<html>`: the key of the visitor's moment. Without it
 * (no JavaScript), intake.module.css shows the variants marked as the build's moment.
 */
export const INTAKE_MOMENT_ATTRIBUTE = "data-intake-moment";

/** The attribute of each variant of words that follow the state: the keys it is shown for. */
export const INTAKE_VARIANT_ATTRIBUTE = "data-intake-when";

/** Marks the variant of the moment the site was built: the one shown without JavaScript. */
export const INTAKE_BUILT_ATTRIBUTE = "data-intake-built";

/** The rule that shows only the variants of the moment `key`. */
export function variantRule(variantAttribute: string, key: string): string {
  return `[${variantAttribute}]:not([${variantAttribute}~="${key}"]){display:none!important}`;
}

export interface IntakeMarkSettings {
  windows: DatedIntake[];
  closingSoonDays: number;
  momentAttribute: string;
  variantAttribute: string;
  /** The page's own stylesheet, which takes the rule. */
  styles: string;
}

/**
 * Runs before the first of the page's variants is read (an inline script ahead of them), so the
 * first paint shows the words of the visitor's moment: works out the state of applications from
 * the visitor's clock, marks `<html>` with its key and adds the rule that hides every other
 * moment's variants to the page's stylesheet (a new <style> would need a CSP hash). Once per
 * document: a page reached in the browser finds `<html>` marked, or marks it itself.
 * Self-contained: the page carries its source, with those of its helpers.
 */
function markIntakeMoment(
  settings: IntakeMarkSettings,
  intakeState: (windows: DatedIntake[], now: number, days: number) => IntakeState<DatedIntake>,
  intakeStateKey: (state: IntakeState<DatedIntake>, now: number) => string,
  rule: typeof variantRule,
) {
  if (document.documentElement.hasAttribute(settings.momentAttribute)) return;
  const now = Date.now();
  const key = intakeStateKey(intakeState(settings.windows, now, settings.closingSoonDays), now);
  document.documentElement.setAttribute(settings.momentAttribute, key);
  const sheet = document.querySelector<HTMLStyleElement>(settings.styles)?.sheet;
  sheet?.insertRule(rule(settings.variantAttribute, key), sheet.cssRules.length);
}

/** An intake's dates as the state needs them: training from its first day's start to its last day's end. */
export function datedIntake(intake: IntakesContent["intakes"][number]): DatedIntake {
  return {
    year: intake.year,
    applicationsOpen: intake.applicationsOpen.date,
    applicationsClose: intake.applicationsClose.date,
    trainingStarts: `${intake.trainingStart.date}T00:00:00${MALAYSIA_UTC_OFFSET}`,
    programmeEnds: `${intake.onTheJobTrainingEnd.date}T23:59:59${MALAYSIA_UTC_OFFSET}`,
  };
}

export function intakeMarkSettings(windows: DatedIntake[], styles: string): IntakeMarkSettings {
  return {
    windows,
    closingSoonDays: CLOSING_SOON_DAYS,
    momentAttribute: INTAKE_MOMENT_ATTRIBUTE,
    variantAttribute: INTAKE_VARIANT_ATTRIBUTE,
    styles,
  };
}

/** Marks the document now, from the app: for a page reached in the browser. */
export function markIntakeMomentNow(settings: IntakeMarkSettings) {
  markIntakeMoment(settings, intakeState, intakeStateKey, variantRule);
}

/** The inline script's source: markIntakeMoment called with its settings and helpers. */
export function intakeMarkSource(settings: IntakeMarkSettings): string {
  const helpers = [intakeState, intakeStateKey, variantRule].map(String).join(",");
  return `(${String(markIntakeMoment)})(${JSON.stringify(settings)},${helpers})`;
}
