/**
 * Counts the page's hydration units (app/ui/hydration-unit.tsx) that React has rendered around but
 * not yet hydrated, so the page can say when it is alive as a whole: React hydrates the units
 * after the parts around them, in renders and commits of their own.
 */
let waiting = 0;
const whenWhole: (() => void)[] = [];

function count(change: number) {
  waiting += change;
  if (waiting === 0) for (const done of whenWhole.splice(0)) done();
}

export const unitRendered = () => count(1);

export const unitHydrated = () => count(-1);

/** Calls `done` once every unit rendered so far has hydrated: at once if none is waiting. */
export function whenPageHydrated(done: () => void) {
  if (waiting === 0) done();
  else whenWhole.push(done);
}
