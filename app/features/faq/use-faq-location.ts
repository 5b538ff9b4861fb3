import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { FaqTabSlug } from "#app/config/spec-constants.ts";
import { layOutNow } from "#app/lib/layout-steps.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  FAQ_SECTION_ID,
  type FaqIndex,
  type FaqTarget,
  faqAnchorId,
  faqHash,
  parseFaqLocation,
  searchWithoutFaq,
} from "#app/lib/faq-location.ts";

/** Set on the section while an answer is opened from a link, so it opens without animating. */
const INSTANT_ATTRIBUTE = "data-instant";

interface Reveal extends FaqTarget {
  /**
   * An arrival after the page has loaded (a link, a search result, back/forward): keyboard focus
   * moves to the question, and the page scrolls smoothly. On a fresh load it does neither.
   */
  afterLoad: boolean;
  /** Distinguishes two arrivals at the same target. */
  key: string;
}

/**
 * Keeps the FAQ and the URL in step. On every arrival (the page loading, a link or search result
 * pointing at the FAQ, back/forward, a hash typed in the address bar) it reads the URL: a tab is
 * selected, a question is opened and scrolled into view below the sticky header. Choosing a tab
 * writes `#faq-<slug>` back, replacing the history entry, so the address can be shared and reloads
 * to the same tab. URLs that name nothing in the FAQ leave it as it is.
 */
export function useFaqLocation(index: FaqIndex) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [activeTab, setActiveTab] = useState<FaqTabSlug>(index.defaultTab);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [seenArrival, setSeenArrival] = useState<string | null>(null);
  /** The URL this hook last wrote itself; reaching it is not an arrival to act on. */
  const [ownUrl, setOwnUrl] = useState<string | null>(null);
  const [loadedByHydration] = useState(!hydrated);

  // The address is read only after hydration: the FAQ is prerendered with its default tab, and a
  // first client render that used the hash would not match the HTML. Arrivals adjust state here,
  // during render; the scroll-and-open side effect runs in the effect below.
  const url = `${location.search}${location.hash}`;
  const arrival = hydrated ? `${location.key} ${url}` : null;
  if (arrival !== seenArrival) {
    setSeenArrival(arrival);
    if (arrival !== null && url === ownUrl) {
      setOwnUrl(null);
    } else if (arrival !== null) {
      const target = parseFaqLocation(location, index);
      if (target) {
        setActiveTab(target.tab);
        // On a fresh load focus stays at the top, so the header and skip link are not skipped.
        const firstLoad = seenArrival === null && loadedByHydration;
        setReveal({ ...target, afterLoad: !firstLoad, key: arrival });
      }
    }
  }

  useEffect(() => {
    if (reveal) revealTarget(reveal);
  }, [reveal]);

  // Through the router's navigate, not `history.replaceState`, so the router's location stays true
  // for other code (search); the arrival this causes is ignored above (`ownUrl`). Replacing, with
  // no scroll reset, adds no history entries and leaves the page where it is.
  const writeUrl = (target: FaqTarget) => {
    const search = searchWithoutFaq(location.search);
    const hash = faqHash(target);
    setOwnUrl(`${search}${hash}`);
    void navigate({ search, hash }, { replace: true, preventScrollReset: true });
  };

  /** Shows a tab, as a click or arrow key on it does, and records it in the URL. */
  const selectTab = (slug: FaqTabSlug) => {
    if (slug === activeTab) return;
    setActiveTab(slug);
    writeUrl({ tab: slug, item: null });
  };

  /** Puts one question's address in the address bar (when copying it to the clipboard fails). */
  const showItemAddress = (itemId: string) => {
    const tab = index.tabOfItem.get(itemId);
    if (tab) writeUrl({ tab, item: itemId });
  };

  return { activeTab, selectTab, showItemAddress };
}

/** Opens the question (or finds the section) and scrolls it in; html's scroll-padding keeps it below the header. */
function revealTarget(reveal: Reveal) {
  const section = document.getElementById(FAQ_SECTION_ID);
  const item = reveal.item ? document.getElementById(faqAnchorId(reveal.item)) : null;
  const target = item ?? section;
  if (!target) return;
  // Its questions take their own heights before the page scrolls to one of them. The section's
  // own top does not wait for them: a link to it leaves its parts to their steps, so the page
  // opened at #faq does not lay the whole FAQ out in the frame it hydrates in.
  if (section && item) layOutNow(section);
  // Open at once: an animated open (and the column's previous answer closing) would move the
  // question while the page scrolls to it.
  section?.setAttribute(INSTANT_ATTRIBUTE, "");
  if (item instanceof HTMLDetailsElement) {
    item.open = true;
    if (reveal.afterLoad) item.querySelector("summary")?.focus({ preventScroll: true });
  }
  // On a fresh load at once, as the browser's own jump to the address's place is: the parts of
  // the page above it may still be taking their heights (their steps wait for hydration), which
  // the browser keeps the place through, where a smooth scroll would end where the place was.
  // After it, smooth unless the visitor prefers reduced motion (html's scroll-behavior decides).
  target.scrollIntoView({ block: "start", ...(reveal.afterLoad ? {} : { behavior: "instant" }) });
  requestAnimationFrame(() => section?.removeAttribute(INSTANT_ATTRIBUTE));
}
