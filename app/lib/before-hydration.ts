/**
 * What a control does between the page's first paint and the moment its scripts have hydrated it
 * (docs/decisions/012-without-javascript-and-before-hydration.md). A control that works as plain
 * HTML (a link, `<details>`, a `popovertarget` button) needs neither; every other control a
 * visitor can see before hydration carries one of these.
 */

/** The attribute the root layout puts on `<html>` once React has hydrated the page (app/root.tsx). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

const BEFORE_HYDRATION = "data-before-hydration";

/**
 * Not shown until hydrated, its space kept so nothing moves when it appears (base.css): for what
 * only makes sense with scripts running, such as Copy link, whose clipboard write must come from
 * the tap itself.
 */
export const invisibleUntilHydrated = { [BEFORE_HYDRATION]: "invisible" } as const;

/**
 * A tap before hydration is held (the control shows itself busy) and replayed once the page has
 * hydrated (early-taps.ts): for controls whose work needs the app, such as search.
 */
export const replaysEarlyTap = { [BEFORE_HYDRATION]: "replay" } as const;

/** Flipped on a held control at each further tap, which base.css shows (early-taps.ts). */
export const TAPPED_AGAIN_ATTRIBUTE = "data-tapped-again";

/** The selector the early tap script looks for. */
export const REPLAYED_CONTROL = `[${BEFORE_HYDRATION}="${replaysEarlyTap[BEFORE_HYDRATION]}"]`;
