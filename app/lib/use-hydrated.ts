import { startTransition, useEffect, useState } from "react";
import { whenPageHydrated } from "./hydration-units.ts";

/** Set once the page has hydrated: widgets mounted later (after a navigation) start enhanced. */
let pageHydrated = false;

/**
 * False in the prerendered HTML and during hydration, true once the whole page has hydrated (every
 * hydration unit, as `<html data-hydrated>` says; until then input events do not reach React):
 * lets a widget render its no-JavaScript form first, then enhance itself without a mismatch.
 * The switch is a transition, so React re-renders the enhanced widgets in slices between frames;
 * a store whose browser value differs from the prerendered one would force one blocking re-render
 * of them all right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    whenPageHydrated(() => {
      pageHydrated = true;
      startTransition(() => setHydrated(true));
    });
  }, [hydrated]);
  return hydrated;
}
