import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A new page, or a new step of the eligibility check, starts at its top at once, as a full load
 * would. React Router's <ScrollRestoration /> puts it there with `window.scrollTo`, which the
 * page's smooth scrolling (base.css) would animate: the new page would glide up past its own
 * content, and a tap during the glide would land on whatever passed under the finger. Rendered
 * just before <ScrollRestoration />, so its layout effect runs first; smooth scrolling returns on
 * the next frame. A change of the #fragment alone (an in-page link) keeps its smooth scroll.
 */
export function InstantNavigationScroll() {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const shownAddress = useRef(address);
  useLayoutEffect(() => {
    if (shownAddress.current === address) return;
    shownAddress.current = address;
    const { style } = document.documentElement;
    style.scrollBehavior = "auto";
    // Chromium's scrollTo reads the style as last computed: compute it now, with the change.
    void getComputedStyle(document.documentElement).scrollBehavior;
    const frame = requestAnimationFrame(() => style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      style.removeProperty("scroll-behavior");
    };
  }, [address]);
  return null;
}
