import {
  HYDRATED_ATTRIBUTE,
  REPLAYED_CONTROL,
  TAPPED_AGAIN_ATTRIBUTE,
} from "#app/lib/before-hydration.ts";
import { type EarlyTapSettings, recordEarlyTaps } from "#app/lib/early-taps.ts";

const SETTINGS: EarlyTapSettings = {
  replayed: REPLAYED_CONTROL,
  tappedAgain: TAPPED_AGAIN_ATTRIBUTE,
  hydrated: HYDRATED_ATTRIBUTE,
};

// Written into the prerendered page only: the browser has run it long before the app starts, so
// the client bundle does not carry it (the build drops the unused branch).
const SOURCE = import.meta.env.SSR
  ? `(${recordEarlyTaps.toString()})(${JSON.stringify(SETTINGS)})`
  : "";

/**
 * The head's script that holds taps on controls that need the app until the page has hydrated,
 * then replays them (app/lib/early-taps.ts). Inline, so it runs as the head is read, before any
 * of the body can be tapped; after the page's styles, which come first in the page. The build
 * hashes it for the CSP like every inline script. Hydration leaves its text as prerendered, as it
 * does the JSON-LD's.
 */
export function EarlyTapScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
