import { ArrowUp } from "lucide-react";
import { usePrefersReducedMotion } from "#app/lib/use-reduced-motion.ts";
import { useScrolledPast, useScrollPercent } from "#app/lib/use-window-scroll.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./back-to-top.module.css";

/** The specification's scroll depth at which the button appears. */
const BACK_TO_TOP_AFTER_PX = 150;

export const PAGE_TOP_ID = "top";
const RING_RADIUS = 22;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** A round button that appears once the visitor has scrolled, its ring filling as they read. */
export function BackToTop() {
  const { ui } = useSiteContent();
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const percent = useScrollPercent();
  const reducedMotion = usePrefersReducedMotion();

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? "instant" : "smooth" });
    // The button hides itself once the page is back at the top, so focus moves to the page-top
    // target: a keyboard user would otherwise be left on a button that is no longer shown.
    document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible ? "" : undefined}
      data-requires-js=""
      onClick={scrollToTop}
    >
      <svg className={styles.ring} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="24" cy="24" r={RING_RADIUS} />
        <circle
          className={styles.progress}
          cx="24"
          cy="24"
          r={RING_RADIUS}
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - percent / 100)}
        />
      </svg>
      <ArrowUp aria-hidden="true" size={20} className={styles.arrow} />
      <span className="visually-hidden">{ui.backToTop}</span>
    </button>
  );
}
