import { afterNextPaint } from "./after-next-paint.ts";
import { LAYOUT_STEPS } from "./layout-steps.ts";

/**
 * The attribute a part of the page has while a modal dialog covers it far from the screen; the
 * styles name it too (app/ui/layout-step.module.css).
 */
export const SKIPPED_BEHIND_MODAL = "data-skipped-behind-modal";

function pageParts() {
  return document.querySelectorAll<HTMLElement>(`[${LAYOUT_STEPS.step}]`);
}

/**
 * Call just before a modal dialog opens.
 *
 * Opening a modal dialog makes everything behind it inert, which restyles the whole page in the
 * frame that answers the tap: 40-90 ms on a slow phone for the programme page's 1,900 elements.
 * Behind the dialog the page cannot be reached, scrolled or read by assistive technology, so the
 * parts of it more than a screen's height away from the screen are skipped meanwhile (the styles
 * give them `content-visibility: auto`, app/ui/layout-step.module.css) and the browser restyles only
 * what is near. They hold the height they were drawn at, so nothing moves when they come back.
 */
export function skipFarPartsBehindModal() {
  // Every part is measured before any is marked: a measurement after a mark has the browser
  // restyle and lay out the page again first, once for each part (a dozen on the programme page).
  const far = [...pageParts()].map((part) => {
    const { top, bottom } = part.getBoundingClientRect();
    return { part, skipped: bottom < -innerHeight || top > 2 * innerHeight };
  });
  for (const { part, skipped } of far) part.toggleAttribute(SKIPPED_BEHIND_MODAL, skipped);
}

/**
 * Call once a modal dialog has closed: the parts skipped behind it are drawn again after the frame
 * that shows the page, so that frame, which answers the tap, restyles only what is near. Until
 * then they are skipped as any part off the screen may be: a link followed lands where it would.
 */
export function drawPartsAfterModal() {
  afterNextPaint(() => {
    // Another dialog opened meanwhile covers them again.
    if (document.querySelector(":modal")) return;
    for (const part of pageParts()) part.removeAttribute(SKIPPED_BEHIND_MODAL);
  });
}
