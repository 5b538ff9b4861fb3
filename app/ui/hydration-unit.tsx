import { type ReactNode, Suspense, useEffect, useLayoutEffect } from "react";
import { unitHydrated, unitRendered } from "#app/lib/hydration-units.ts";

/**
 * A part of the page that React hydrates on its own, after the parts around it: each unit is a
 * separate piece of work, and the browser answers taps between them (React would hydrate a unit
 * inside a tap on it, so input reaches React only once every unit has: app/lib/early-taps.ts).
 * Nothing in it suspends, so the prerendered HTML is the content itself (between `<!--$-->`
 * markers) and the fallback is never shown.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  // Counted when the part around the unit commits, before any effect that asks whether the page
  // is whole: a commit runs all its layout effects before its other effects.
  useLayoutEffect(() => {
    unitRendered();
    return unitHydrated;
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <ReportHydrated />
    </Suspense>
  );
}

/** Last in its unit, so the units nested inside it have been counted when its effect runs. */
function ReportHydrated() {
  useEffect(() => {
    unitHydrated();
    return unitRendered;
  }, []);
  return null;
}
