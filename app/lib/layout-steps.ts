import { HYDRATED_ATTRIBUTE } from "./before-hydration.ts";

/** Marks a part of a long page that the browser first lays out in a frame of its own. */
const LAYOUT_STEP_ATTRIBUTE = "data-layout-step";
/** Its value on a part laid out only once the page has hydrated. */
const AFTER_HYDRATION = "after-hydration";

/** Spread on the element of such a part (app/ui/layout-step.ts). */
export const layoutStep = { [LAYOUT_STEP_ATTRIBUTE]: "" } as const;
/** The same, for a part whose step waits until the page has hydrated. */
export const layoutStepAfterHydration = { [LAYOUT_STEP_ATTRIBUTE]: AFTER_HYDRATION } as const;

export interface LayoutStepSettings {
  /** The attribute that marks each part. */
  step: string;
  /** The attribute a part gets once it has been laid out. */
  laidOut: string;
  /** The attribute on `<html>` while parts are still to be laid out; the styles skip them then. */
  layingOut: string;
  /** The value of `step` on a part whose step waits until the page has hydrated. */
  afterHydration: string;
  /** The attribute on `<html>` once the page has hydrated. */
  hydrated: string;
}

/** The attributes, which the styles of the parts name too (app/ui/layout-step.module.css). */
export const LAYOUT_STEPS: LayoutStepSettings = {
  step: LAYOUT_STEP_ATTRIBUTE,
  laidOut: "data-laid-out",
  layingOut: "data-laying-out",
  afterHydration: AFTER_HYDRATION,
  hydrated: HYDRATED_ATTRIBUTE,
};

/**
 * Lays out at once every part of `region` (and `region` itself, if it is one) still waiting for its
 * step: for the app to call before it moves the page to a place in it, which the parts laid out
 * meanwhile would otherwise move away from (Firefox, scrolling smoothly to a FAQ question, was left
 * short of it). The steps go on with the parts left.
 */
export function layOutNow(region: Element) {
  const { step, laidOut, layingOut } = LAYOUT_STEPS;
  if (!document.documentElement.hasAttribute(layingOut)) return;
  for (const part of [region.closest(`[${step}]`), ...region.querySelectorAll(`[${step}]`)]) {
    part?.setAttribute(laidOut, "");
  }
}

/**
 * Runs inline in the page's head (app/layout/head-scripts.tsx), so it must stand alone: no imports,
 * nothing from outside the function.
 *
 * A long page's HTML is read after its first paint, and the browser lays out all that it read in
 * one piece of work, which no tap can interrupt: 65-114 ms on a slow phone for the programme page.
 * While `<html>` carries `layingOut`, the styles let the browser skip the parts below the screen
 * (`content-visibility: auto`), and this lays them out one per frame, from the top, from the frame
 * after the first paint, so taps are answered between them. While the page is read, a frame that
 * lays out HTML read since the last one lays out no part besides. A part may hold parts of its own
 * (the FAQ's columns), laid out in the steps after it. When every part is laid out (the page read
 * to its end), nothing is skipped any more, but behind a modal dialog (skip-behind-modal.ts): an
 * in-page link lands where the laid-out page puts it, as on a page without scripts, and Firefox,
 * which leaves what it skips out of its accessibility tree, has every part in it.
 *
 * A part far down a page that the visitor rarely opens the page at (the FAQ, last) waits for the
 * page to have hydrated, for at most `HYDRATION_WAIT_MS`: laid out while the page hydrates, its
 * steps lengthen the waits of the taps meanwhile, when most taps come. So does every part of a
 * page opened at a place in it that the browser shows: the browser draws what is on the screen
 * there by itself, and each part above it, laid out, has the browser scroll to keep the place in
 * view, a frame of 50-60 ms on a slow phone just as the visitor taps what the page opened at. The
 * parts just above the place, near enough the screen for the browser to lay them out by itself
 * (and scroll after each, a frame apiece, later), are laid out from the place's first frame on,
 * the nearest first, one per frame: two together were a task of 52-91 ms on a slow phone.
 *
 * The web font, when it comes, has everything laid out in it laid out again: a part laid out
 * before it would be laid out twice, and, once nothing is skipped, all at once (52-81 ms on a slow
 * phone for the programme page, its text in the fallback font all the while). So the parts wait
 * for it, as long as it is loading and for at most `FONT_WAIT_MS`: the browser lays out what is on
 * the screen meanwhile, and the font, as it comes, has only that to lay out again.
 *
 * Once the page has hydrated, its widgets change themselves (each to its enhanced form), and the
 * browser lays out what they changed in the next frame. A part laid out in that frame too would add
 * its layout to theirs, in one piece of work (69-103 ms on a slow phone on the programme page
 * opened at a place in it): a part waits for a frame in which the page changed nothing else, for at
 * most `APP_QUIET_WAIT_MS`.
 *
 * A part above the screen that grows or shrinks as it is laid out would move what the visitor sees.
 * Chromium and Firefox keep it in place themselves (scroll anchoring), but not always; WebKit does
 * not at all. Where what follows the part has moved more than anchoring leaves, the window scrolls
 * by as much; a page opened at a place in it also holds the place against the parts the browser
 * lays out by itself. As WebKit also draws a skipped part near the screen by itself, a page opened
 * at a place in it there, or a link to one followed before the steps are done, has the rest laid
 * out first.
 */
export function layOutInSteps({
  step,
  laidOut,
  layingOut,
  afterHydration,
  hydrated,
}: LayoutStepSettings): void {
  /** How far from its place scroll anchoring can leave what is shown (Chromium 156: 1.1 px). */
  const ANCHORING_DRIFT_PX = 4;
  /** How long after a tap no part is laid out: the frames that answer it (a slow phone's). */
  const TAP_ANSWER_MS = 200;
  /** The longest the parts wait for the web font (slow 4G brings it 220-250 ms after the paint). */
  const FONT_WAIT_MS = 2000;
  /**
   * How near the screen, in window heights, the browser lays out a skipped part by itself:
   * Chromium's margin for `content-visibility: auto` (150% of the window, its source says).
   */
  const NEAR_SCREEN_SHARE = 1.5;
  /** The longest a part waits for the page to hydrate (a slow phone's: 1.9-2.1 s after the paint). */
  const HYDRATION_WAIT_MS = 8000;
  /** The longest a part waits for a frame in which the hydrated page changed nothing else. */
  const APP_QUIET_WAIT_MS = 1000;
  const fontWaitEnds = performance.now() + FONT_WAIT_MS;
  const hydrationWaitEnds = performance.now() + HYDRATION_WAIT_MS;
  const root = document.documentElement;
  const pending = `[${step}]:not([${laidOut}])`;
  const pendingBeforeHydration = `[${step}]:not([${step}="${afterHydration}"], [${laidOut}])`;
  const anchorsScrolling = CSS.supports("overflow-anchor", "auto");
  // Where the browser does not keep what is shown in place, a part near the screen that it draws
  // itself would move the place a link leads to: a page opened at one is laid out whole at once.
  if (location.hash && !anchorsScrolling) return;
  root.setAttribute(layingOut, "");
  let owed = 0;
  let placeAwaited = location.hash !== "";
  if (!anchorsScrolling) {
    // The same for a link to a place in the page followed meanwhile: the rest first, then the jump.
    addEventListener(
      "click",
      (event) => {
        if (!root.hasAttribute(layingOut)) return;
        const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
        if (!(link instanceof HTMLAnchorElement) || !link.hash) return;
        if (link.pathname !== location.pathname) return;
        for (const part of document.querySelectorAll(pending)) part.setAttribute(laidOut, "");
      },
      { capture: true },
    );
  }
  // A tap comes first: the frame that answers it lays out no part.
  let heldUntil = 0;
  addEventListener("pointerdown", () => (heldUntil = performance.now() + TAP_ANSWER_MS), {
    capture: true,
    passive: true,
  });
  // The hydrated page's own changes, watched from the first frame after hydration (which counts as
  // one) to the end of the steps: the moment of the latest, and of the frame before this one.
  let appChangedAt = -Infinity;
  let lastFrameAt = -Infinity;
  let appQuietWaitEnds: number | null = null;
  let watchingApp = false;
  const isStepsOwn = (record: MutationRecord) =>
    record.type === "attributes" &&
    (record.attributeName === laidOut || record.attributeName === layingOut);
  const appChanges = new MutationObserver((records) => {
    if (!records.every(isStepsOwn)) appChangedAt = performance.now();
  });
  /** Whether the page changed itself since the last frame, unless a part has waited long enough. */
  const appBusy = (now: number) => {
    if (!watchingApp && root.hasAttribute(hydrated)) {
      watchingApp = true;
      appChangedAt = now;
      appChanges.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }
    const changed = appChangedAt > lastFrameAt;
    lastFrameAt = now;
    if (!changed) return false;
    appQuietWaitEnds ??= now + APP_QUIET_WAIT_MS;
    return now < appQuietWaitEnds;
  };
  const layOutNext = () => {
    const now = performance.now();
    holdPlace();
    if (placeAwaited && now >= heldUntil) layOutAbovePlace();
    const fontComing = document.fonts.status === "loading" && now < fontWaitEnds;
    const reading = readSinceLastFrame();
    if (appBusy(now) || now < heldUntil || fontComing || reading) {
      requestAnimationFrame(layOutNext);
      return;
    }
    appQuietWaitEnds = null;
    const waitingForApp = !root.hasAttribute(hydrated) && now < hydrationWaitEnds;
    const due = !waitingForApp ? pending : atPlace() ? null : pendingBeforeHydration;
    let part = due ? document.querySelector(due) : null;
    // A part inside a hidden element (a tab panel not shown) has nothing to lay out: no frame of
    // its own.
    while (due && part?.closest("[hidden]")) {
      part.setAttribute(laidOut, "");
      part = document.querySelector(due);
    }
    if (!part) {
      if (document.readyState === "loading" || placeAwaited) requestAnimationFrame(layOutNext);
      else if (waitingForApp && document.querySelector(pending))
        waitForApp(hydrationWaitEnds - now);
      else {
        appChanges.disconnect();
        placeHold?.disconnect();
        root.removeAttribute(layingOut);
        for (const done of document.querySelectorAll(`[${laidOut}]`)) done.removeAttribute(laidOut);
        returnToPlace();
      }
      return;
    }
    keepInPlace(part);
    requestAnimationFrame(layOutNext);
  };
  // The HTML read since the last frame is laid out in this one: a part laid out in it too would add
  // its layout to that (the frame after the first paint, on the programme page on a slow phone:
  // 50 ms, the part a fifth of it). Whether more was read shows in the last node of the page, the
  // one the parser appends to.
  let lastRead: Node | null = null;
  const readSinceLastFrame = () => {
    if (document.readyState !== "loading") return false;
    let last: Node = document;
    while (last.lastChild) last = last.lastChild;
    const read = last !== lastRead;
    lastRead = last;
    return read;
  };
  // Resumes at the first frame after the page has hydrated, or once the wait is over.
  const waitForApp = (longest: number) => {
    const resume = () => {
      watch.disconnect();
      clearTimeout(giveUp);
      requestAnimationFrame(layOutNext);
    };
    const watch = new MutationObserver(() => root.hasAttribute(hydrated) && resume());
    watch.observe(root, { attributeFilter: [hydrated] });
    const giveUp = setTimeout(resume, longest);
  };
  const keepInPlace = (part: Element) => {
    const below = part.getBoundingClientRect().bottom <= 0 ? part.nextElementSibling : null;
    const belowTop = below?.getBoundingClientRect().top ?? 0;
    part.setAttribute(laidOut, "");
    if (!below) return;
    const moved = below.getBoundingClientRect().top - belowTop;
    // Scroll anchoring, where there is some, has kept what is shown in place already, but not
    // always: Chromium 156 left out now and then the first part laid out once a page opened at a
    // place in it had hydrated, and the place moved by that part's change in height.
    if (anchorsScrolling && Math.abs(moved) < ANCHORING_DRIFT_PX) return;
    // The window scrolls by whole device pixels: what it could not take is owed to the next.
    const due = moved + owed;
    const from = scrollY;
    if (due !== 0) scrollBy({ top: due, behavior: "instant" });
    owed = due - (scrollY - from);
  };
  // Laid out from the frame that first shows the place, one per frame, the nearest first: the
  // parts above it that the browser would lay out by itself once there, later, in frames of their
  // own (Chromium 156 at 390 px, `#faq`: two), each moving the place and the window after it, as
  // the visitor first taps what is shown.
  const layOutAbovePlace = () => {
    const place = findPlace();
    if (!place) {
      placeAwaited = document.readyState === "loading";
      return;
    }
    placeAwaited = false;
    if (place.closest("[hidden]")) return;
    const above = [...document.querySelectorAll(`[${step}]`)].filter(
      (part) =>
        !part.contains(place) &&
        part.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    let reach = innerHeight * NEAR_SCREEN_SHARE + placeOffset(place);
    for (const part of above.reverse()) {
      if (reach <= 0) return;
      if (!part.hasAttribute(laidOut)) {
        part.setAttribute(laidOut, "");
        // The next, if it is within reach, in the next frame.
        placeAwaited = true;
        return;
      }
      reach -= part.getBoundingClientRect().height;
    }
  };
  /** The element the address's fragment names, if any. */
  const findPlace = () => {
    const id = location.hash.slice(1);
    if (!id) return null;
    const place = document.getElementById(id);
    try {
      return place ?? document.getElementById(decodeURIComponent(id));
    } catch {
      // Not an address the browser could have led to a place either.
      return null;
    }
  };
  // Whether the page is at a place in it that the browser shows, or may still: one in a hidden
  // element (a tab not shown) it cannot lead to, and the page stays at the top.
  const atPlace = () => {
    if (!location.hash) return false;
    const place = findPlace();
    return place ? !place.closest("[hidden]") : document.readyState === "loading";
  };
  /** How far below the top of the window the browser puts a place it moves to. */
  const placeOffset = (place: Element) =>
    (Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) +
    (Number.parseFloat(getComputedStyle(place).scrollMarginTop) || 0);
  // A page opened at a place in it holds the place from the frame that first shows it where the
  // browser puts it, to the end of the steps: where it moved and the window did not follow (scroll
  // anchoring missed), the window scrolls by as much, before the frame is painted when the move
  // changed the page's height (a resize observer's callback comes between layout and paint), else
  // in the next. Chromium 156 at 390 px, opened at `#faq`, once in some 40 loads: the browser laid
  // out by itself a part above the place in the frame a step marked the one below it, and did not
  // anchor, so the place stayed 195 px down. Once the place has moved with the window (the visitor
  // scrolled, or the page moved them), the hold ends: a part laid out then between the window and
  // the place moves neither what is shown nor, any more, the window.
  let held: { place: Element; top: number; scrolledTo: number } | null = null;
  let letGo: Element | null = null;
  let placeHold: ResizeObserver | null = null;
  const holdPlace = () => {
    const place = findPlace();
    if (held?.place !== place) held = null;
    if (!place || place === letGo || place.closest("[hidden]")) return;
    const top = place.getBoundingClientRect().top;
    if (!held) {
      if (Math.abs(top - placeOffset(place)) >= ANCHORING_DRIFT_PX) return;
      placeHold ??= new ResizeObserver(holdPlace);
      placeHold.observe(document.body);
    } else if (Math.abs(top - held.top) >= ANCHORING_DRIFT_PX) {
      if (scrollY !== held.scrolledTo) {
        held = null;
        letGo = place;
        return;
      }
      // Back where it was held, to within the window's device-pixel steps.
      scrollBy({ top: top - held.top, behavior: "instant" });
      held.scrolledTo = scrollY;
      return;
    }
    held = { place, top, scrolledTo: scrollY };
  };
  // A page opened at a place in it keeps that place while the parts above it are laid out, but
  // only to within a pixel or so (scroll anchoring): from there, it returns exactly. From farther,
  // the visitor or the page has moved since, and it stays.
  const returnToPlace = () => {
    const place = findPlace();
    if (!place) return;
    const drift = Math.abs(place.getBoundingClientRect().top - placeOffset(place));
    if (drift > 0 && drift < ANCHORING_DRIFT_PX) place.scrollIntoView({ behavior: "instant" });
  };
  // Two frames: the first paint's own frame lays out only what it shows.
  requestAnimationFrame(() => requestAnimationFrame(layOutNext));
}
