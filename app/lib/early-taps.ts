export interface EarlyTapSettings {
  /** Selector of the controls whose early tap is held and replayed. */
  replayed: string;
  /** The attribute flipped on the held control at each further tap on it. */
  tappedAgain: string;
  /** The attribute on `<html>` that says the page has hydrated. */
  hydrated: string;
}

/**
 * Runs inline in the page's head, before anything else (app/layout/head-scripts.tsx), so it must stand
 * alone: no imports, nothing from outside the function.
 *
 * Until the page has hydrated: a tap on a replayed control is kept from going anywhere (a submit
 * button's form is not sent as plain HTML) and marks the control `aria-busy`, which base.css shows;
 * a later tap on another replayed control takes its place, and a further tap on the same one
 * flips an attribute that base.css draws, so every tap is answered on screen. Once hydrated, the
 * control is clicked again, now with its handler there.
 *
 * Until then, too, no input event reaches React: the page hydrates in units, one piece of work at a
 * time (app/ui/hydration-unit.tsx), and React answers an event inside a unit it has not hydrated
 * by hydrating that unit at once, in the event's own task (123-305 ms on a slow phone while the
 * page was one unit). The browser's own handling (links, `<details>`, popovers, focus, typing) is
 * untouched: only the event's way to the listeners after this one is cut. Every control keeps its
 * before-hydration form until then (use-hydrated.ts), so none looks ready without being so.
 *
 * A link followed from an open popover (the menu opened before hydration) also closes it, as the
 * menu does once hydrated: an in-page link would otherwise leave it covering where it led.
 */
export function recordEarlyTaps({ replayed, tappedAgain, hydrated }: EarlyTapSettings): void {
  const root = document.documentElement;
  const hasPopovers = "hidePopover" in HTMLElement.prototype;
  let held: HTMLElement | null = null;
  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (root.hasAttribute(hydrated) || !(target instanceof Element)) return;
      const popover = target.closest("a[href]")?.closest<HTMLElement>("[popover]");
      if (hasPopovers && popover?.matches(":popover-open")) popover.hidePopover();
      const control = target.closest<HTMLElement>(replayed);
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (control === held) {
        control.toggleAttribute(tappedAgain);
        return;
      }
      held?.removeAttribute("aria-busy");
      held?.removeAttribute(tappedAgain);
      held = control;
      control.setAttribute("aria-busy", "true");
    },
    true,
  );
  const keptFromReact = [
    "pointerdown",
    "pointerup",
    "pointercancel",
    "mousedown",
    "mouseup",
    "touchstart",
    "touchend",
    "touchcancel",
    "click",
    "auxclick",
    "dblclick",
    "contextmenu",
    "keydown",
    "keyup",
    "keypress",
    "focusin",
    "focusout",
    "beforeinput",
    "input",
    "change",
  ];
  for (const type of keptFromReact) {
    addEventListener(
      type,
      (event) => {
        if (!root.hasAttribute(hydrated)) event.stopImmediatePropagation();
      },
      { capture: true, passive: true },
    );
  }
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute(hydrated)) return;
    observer.disconnect();
    const control = held;
    held = null;
    control?.removeAttribute("aria-busy");
    control?.removeAttribute(tappedAgain);
    control?.click();
  }).observe(root, { attributeFilter: [hydrated] });
}
