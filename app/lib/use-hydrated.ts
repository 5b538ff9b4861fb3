import { startTransition, useEffect, useState } from "react";

/** Set once the page has hydrated: widgets mounted later (after a navigation) start enhanced. */
let pageHydrated = false;

/**
 * False in the prerendered HTML and during hydration, true once the page runs in the browser:
 * lets a widget render its no-JavaScript form first, then enhance itself without a mismatch.
 * The switch is a transition, so React re-renders the enhanced widgets in slices between frames;
 * a store whose browser value differs from the prerendered one would force one blocking re-render
 * of them all right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
