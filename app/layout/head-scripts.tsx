import {
  HYDRATED_ATTRIBUTE,
  REPLAYED_CONTROL,
  TAPPED_AGAIN_ATTRIBUTE,
} from "#app/lib/before-hydration.ts";
import { type EarlyTapSettings, recordEarlyTaps } from "#app/lib/early-taps.ts";
import {
  LATE_FONT_SKIPPED,
  type LateFontSettings,
  skipFontThatCannotArrive,
} from "#app/lib/late-font.ts";
import { LAYOUT_STEPS, layOutInSteps } from "#app/lib/layout-steps.ts";
import { SITE_STYLES_ATTRIBUTE } from "./site-styles.tsx";

const EARLY_TAPS: EarlyTapSettings = {
  replayed: REPLAYED_CONTROL,
  tappedAgain: TAPPED_AGAIN_ATTRIBUTE,
  hydrated: HYDRATED_ATTRIBUTE,
};

const LATE_FONT: LateFontSettings = {
  skipped: LATE_FONT_SKIPPED,
  hydrated: HYDRATED_ATTRIBUTE,
  siteStyles: `style[${SITE_STYLES_ATTRIBUTE}]`,
  fetchedKey: "k-youth:web-font-fetched",
  // `font-display: optional`'s block period in Chromium, Firefox and WebKit.
  blockPeriodMs: 100,
};

/** A function as a script that calls it with its settings. */
const inline = <Settings,>(run: (settings: Settings) => void, settings: Settings) =>
  `(${run.toString()})(${JSON.stringify(settings)})`;

// Written into the prerendered page only: the browser has run them long before the app starts.
// Each is its own SSR branch, which the client build drops whole, functions and settings with it;
// the client renders the same number of (empty) elements, which hydration leaves as they are.
// The steps before the early tap script, which keeps input from every listener after its own.
const SOURCES = [
  import.meta.env.SSR ? inline(skipFontThatCannotArrive, LATE_FONT) : "",
  import.meta.env.SSR ? inline(layOutInSteps, LAYOUT_STEPS) : "",
  import.meta.env.SSR ? inline(recordEarlyTaps, EARLY_TAPS) : "",
];

/**
 * The head's inline scripts: one leaves out a web font that a slow connection could not bring in
 * time (app/lib/late-font.ts); one holds taps on controls that need the app until the page has
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
