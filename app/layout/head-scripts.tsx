import {
  HYDRATED_ATTRIBUTE,
  REPLAYED_CONTROL,
  TAPPED_AGAIN_ATTRIBUTE,
} from "#app/lib/before-hydration.ts";
import { type EarlyTapSettings, recordEarlyTaps } from "#app/lib/early-taps.ts";
import { LAYOUT_STEPS, layOutInSteps } from "#app/lib/layout-steps.ts";

const EARLY_TAPS: EarlyTapSettings = {
  replayed: REPLAYED_CONTROL,
  tappedAgain: TAPPED_AGAIN_ATTRIBUTE,
  hydrated: HYDRATED_ATTRIBUTE,
};

// Written into the prerendered page only: the browser has run them long before the app starts, so
// the client bundle does not carry them (the build drops the unused branch).
const call = <Settings,>(run: (settings: Settings) => void, settings: Settings) =>
  import.meta.env.SSR ? `(${run.toString()})(${JSON.stringify(settings)})` : "";
// The steps first: the early tap script keeps input from every listener after its own.
const SOURCES = [call(layOutInSteps, LAYOUT_STEPS), call(recordEarlyTaps, EARLY_TAPS)];

/**
 * The head's inline scripts: one holds taps on controls that need the app until the page has
 * hydrated, then replays them (app/lib/early-taps.ts); one lays a long page out in steps after its
 * first paint (app/lib/layout-steps.ts). Inline, so they run as the head is read, before any of the
 * body can be tapped or drawn; after the page's styles, which come first in the page. The build
 * hashes them for the CSP like every inline script. Hydration leaves their text as prerendered, as
 * it does the JSON-LD's.
 */
export function HeadScripts() {
  return SOURCES.map((source, index) => (
    <script key={index} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
  ));
}
