import { Pause, Play } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "#app/lib/after-next-paint.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useOnceNear } from "#app/lib/use-once-near.ts";
import { replaysEarlyTap } from "#app/lib/before-hydration.ts";
import { useInView } from "./use-in-view.ts";
import { usePrefersReducedMotion } from "#app/lib/use-reduced-motion.ts";
import styles from "./marquee.module.css";
import { buttonClass } from "#app/ui/button.ts";

/**
 * Items a row getting ready to move draws in one frame: each is styled, laid out and painted then,
 * and 53 in one frame were a task of 54-66 ms on a slow phone (4x CPU slowdown, Chromium 156).
 */
export const ITEMS_DRAWN_PER_FRAME = 16;

interface MarqueeItem {
  key: string;
  node: ReactNode;
}

interface MarqueeProps {
  items: MarqueeItem[];
  /** Names the list for assistive technology. */
  label: string;
  pauseLabel: string;
  playLabel: string;
}

/**
 * A row of items that scrolls by itself in a seamless loop, once hydrated. Without JavaScript, or
 * when the visitor prefers reduced motion, it is a still row they can scroll. It rests off screen
 * (IntersectionObserver), on hover and on focus, and has a visible pause button (WCAG 2.2.2):
 * motion nobody sees costs processing time, and it gets in the way of reading, pointing at or
 * tabbing to a logo. The copy that makes the loop seamless is hidden from assistive technology and
 * cannot take focus.
 */
export function Marquee({ items, label, pauseLabel, playLabel }: MarqueeProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const inView = useInView(viewportRef);
  // The row starts moving (and draws its second copy) only as it nears the screen: on a slow
  // phone, copying every logo while the page hydrates was a long task in the way of the first taps.
  const nearScreen = useOnceNear(viewportRef);
  // And it gets ready over a few frames: the track on a layer of its own, the copy made with its
  // items skipped, then a few items drawn in each frame, and the motion on once all are drawn.
  // Both sets in one frame were a task of 55-135 ms on a slow phone, one set 54-66 ms.
  const starting = hydrated && nearScreen && !reducedMotion;
  const [drawnCount, setDrawnCount] = useState(0);
  const drawn = starting ? drawnCount : 0;
  const moving = starting && drawn >= items.length * 2;
  useEffect(() => {
    if (starting && !moving) afterNextPaint(() => setDrawnCount(drawn + ITEMS_DRAWN_PER_FRAME));
  }, [starting, moving, drawn]);
  const listItem = ({ key, node }: MarqueeItem, index: number) => (
    <li key={key} className={styles.item} data-drawn={index < drawn ? "" : undefined}>
      {node}
    </li>
  );

  return (
    <div
      className={styles.marquee}
      data-moving={moving ? "" : undefined}
      data-starting={starting && !moving ? "" : undefined}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        // A still row scrolls sideways, so keyboard users need to be able to focus it.
        tabIndex={moving ? undefined : 0}
        role={moving ? undefined : "region"}
        aria-label={moving ? undefined : label}
      >
        <div className={styles.track} data-paused={paused || !inView ? "" : undefined}>
          {/* Said to be a list: WebKit makes a list without markers a group once it is named, as
              this one is when it starts to move, and VoiceOver would no longer count its logos. */}
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
          <ul role="list" className={styles.list} aria-label={moving ? label : undefined}>
            {items.map((each, index) => listItem(each, index))}
          </ul>
          {starting && (
            <ul className={styles.list} aria-hidden="true" inert>
              {items.map((each, index) => listItem(each, items.length + index))}
            </ul>
          )}
        </div>
      </div>
      {/* In the prerendered HTML too, so the page does not grow when it hydrates; the CSS hides
          it under reduced motion before then, and the noscript style without JavaScript. Pressed
          before the row starts, it is pressed again once it can pause it. */}
      {!reducedMotion && (
        <button
          type="button"
          className={`${buttonClass("quiet")} ${styles.toggle}`}
          data-requires-js=""
          {...replaysEarlyTap}
          onClick={() => setPaused((wasPaused) => !wasPaused)}
        >
          {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
          {paused ? playLabel : pauseLabel}
        </button>
      )}
    </div>
  );
}
