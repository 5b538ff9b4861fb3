import { type RefObject, useEffect, useState } from "react";

/** Whether the element is on screen (or near it); things that move can rest while it is not. */
export function useInView(ref: RefObject<Element | null>, rootMargin = "100px"): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      // One callback can carry several changes of the element, oldest first (a busy page hears
      // "off screen" and then "on screen" together after a jump to an anchor): the last is now.
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setInView(latest.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
