import { useEffect, useState } from "react";

const canObserve = () => typeof IntersectionObserver !== "undefined";

/** A screen's height ahead: work started then is done by the time a visitor scrolls to it. */
const SCREEN_AHEAD = "100% 0px";

/**
 * True once the element has come within a screen of the viewport, and from then on: for work a
 * widget needs only when a visitor can reach it, kept out of the page's load, where its long tasks
 * would hold back the first taps (a browser without IntersectionObserver does it at once).
 */
export function useOnceNear(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: SCREEN_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near || (element !== null && !canObserve());
}
