export interface EarlyTapSettings {
  /** Selector of the controls whose early tap is held and replayed. */
  replayed: string;
  /** The attribute on `<html>` that says the page has hydrated. */
  hydrated: string;
}

/**
 * Runs inline in the page's head, before anything else (early-tap-script.tsx), so it must stand
 * alone: no imports, nothing from outside the function.
 *
 * Until the page has hydrated: a tap on a replayed control is kept from going anywhere (a submit
 * button's form is not sent as plain HTML) and marks the control `aria-busy`, which base.css shows;
 * a later tap on another replayed control takes its place. Once hydrated, the control is clicked
 * again, now with its handler there. Hydration takes the page in one piece, so a tap during it is
 * held too rather than handled twice.
 *
 * A link followed from an open popover (the menu opened before hydration) also closes it, as the
 * menu does once hydrated: an in-page link would otherwise leave it covering where it led.
 */
export function recordEarlyTaps({ replayed, hydrated }: EarlyTapSettings): void {
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
      held?.removeAttribute("aria-busy");
      held = control;
      control.setAttribute("aria-busy", "true");
    },
    true,
  );
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute(hydrated)) return;
    observer.disconnect();
    const control = held;
    held = null;
    control?.removeAttribute("aria-busy");
    control?.click();
  }).observe(root, { attributeFilter: [hydrated] });
}
