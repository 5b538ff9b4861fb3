/**
 * Finding what a visitor finds, by role and accessible name in Firefox's own accessibility tree
 * (puppeteer's `::-p-aria` selectors over WebDriver BiDi), and waiting for what they would see.
 * Inside a section the browser has not drawn yet (`content-visibility: auto`, while the page lays
 * itself out in steps), elements have no accessible name until it is drawn.
 */
import type { ElementHandle, Page } from "puppeteer-core";

type Scope = Page | ElementHandle;

/** The selector of elements with this role and, if given, exactly this accessible name. */
function ariaSelector(role: string | undefined, name: string | undefined): string {
  // Puppeteer's selector syntax has no escape for a quote inside a value.
  if (name?.includes('"')) throw new Error(`Cannot look up a name with a double quote: ${name}`);
  const nameFilter = name === undefined ? "" : `[name="${name}"]`;
  const roleFilter = role === undefined ? "" : `[role="${role}"]`;
  return `::-p-aria(${nameFilter}${roleFilter})`;
}

async function findShown(scope: Scope, selector: string): Promise<ElementHandle<Element>> {
  const element = await scope.waitForSelector(selector, { visible: true });
  if (!element) throw new Error(`Nothing shown for ${selector}`);
  return element;
}

/** Waits for the first shown element inside `scope` with this role (and name). */
export function findByRole(scope: Scope, role: string, name?: string) {
  return findShown(scope, ariaSelector(role, name));
}

/** For elements Firefox exposes without an ARIA role, such as a `<summary>`. */
export function findByName(scope: Scope, name: string) {
  return findShown(scope, ariaSelector(undefined, name));
}

/**
 * The element a control names in `aria-controls` (a tab's panel): a lookup inside it searches far
 * fewer elements than one inside the section around it (Firefox takes about 2 ms an element).
 */
export async function controlledBy(control: ElementHandle<Element>) {
  const controlled = (
    await control.evaluateHandle((element) =>
      document.getElementById(element.getAttribute("aria-controls") ?? ""),
    )
  ).asElement();
  if (!controlled) throw new Error("The control names no element in aria-controls");
  return controlled as ElementHandle<Element>;
}

/**
 * Waits until `holds(element, text)` is true in the page; fails saying what was expected.
 * `holds` runs in the page: it sees only its parameters, so a text it looks for is passed as `text`.
 */
export async function waitUntil(
  element: ElementHandle<Element>,
  expectation: string,
  holds: (element: Element, text: string) => boolean,
  text = "",
) {
  try {
    await element.frame.waitForFunction(holds, {}, element, text);
  } catch (error) {
    throw new Error(`Expected ${expectation}`, { cause: error });
  }
}

// States to wait for with `waitUntil`; each runs in the page.
export const hasFocus = (element: Element) => element === document.activeElement;
export const isSelected = (element: Element) => element.getAttribute("aria-selected") === "true";
export const isExpanded = (element: Element) => element.getAttribute("aria-expanded") === "true";
/** Not drawn: hidden, closed, or taken out of the page. */
export const isHidden = (element: Element) => !element.checkVisibility();
/** A `<summary>` whose `<details>` is open. */
export const isOpen = (summary: Element) =>
  summary.parentElement instanceof HTMLDetailsElement && summary.parentElement.open;
/** Done moving: no animation of its own still running (a drawer that slides in, for one). */
export const isStill = (element: Element) =>
  element.getAnimations().every((animation) => animation.playState !== "running");
/**
 * The page has laid out every part it skipped at first (app/lib/layout-steps.ts): pass
 * `LAYOUT_STEPS.layingOut` as the text.
 */
export const isLaidOut = (_element: Element, layingOut: string) =>
  !document.documentElement.hasAttribute(layingOut);
export const isInViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};

/**
 * A partner row's list of logos (it is named once the row moves): the track around it moving, with
 * every logo of both its sets drawn, none skipped as off screen. Pass the number of logos as the text.
 */
export const movesWithEveryLogoDrawn = (list: Element, logoCount: string) => {
  const track = list.parentElement;
  if (!track) return false;
  const logos = [...track.querySelectorAll("li > *")];
  return (
    logos.length === 2 * Number(logoCount) &&
    logos.every((logo) => logo.checkVisibility({ contentVisibilityAuto: true })) &&
    track.getAnimations().some((animation) => animation.playState === "running")
  );
};
/** A partner row's list of logos whose track stands still where it was paused. */
export const standsPaused = (list: Element) => {
  const animations = list.parentElement?.getAnimations() ?? [];
  return animations.length > 0 && animations.every(({ playState }) => playState === "paused");
};
