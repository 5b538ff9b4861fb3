import { type RefObject, startTransition, useEffect, useState } from "react";

/** A screen's height ahead: work started then is done by the time a visitor scrolls to it. */
const SCREEN_AHEAD = "100% 0px";

/**
 * True once the element has come within a screen of the viewport, and from then on: for work a
 * widget needs only when a visitor can reach it, kept out of the page's load, where its long tasks
 * would hold back the first taps (a browser without IntersectionObserver does it at once).
 *
 * It reads the element from a ref once mounted: a callback ref that stored the element in state
 * made React render every such widget again, synchronously, inside the hydration commit (one long
 * task). The switch is a transition, so the enhanced widget renders in slices between frames.
 */
export function useOnceNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const comeNear = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === "undefined") return comeNear();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) comeNear();
      },
      { rootMargin: SCREEN_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
