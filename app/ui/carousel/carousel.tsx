import { ChevronLeft, ChevronRight } from "lucide-react";
import { lazy, type ReactNode, Suspense, useCallback, useId, useRef, useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { replaysEarlyTap } from "#app/lib/before-hydration.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import type { CarouselControls } from "./carousel-engine.tsx";
import { useOnceNear } from "#app/lib/use-once-near.ts";
import styles from "./carousel.module.css";
import iconButton from "#app/ui/icon-button.module.css";

const CarouselEngine = lazy(() => import("./carousel-engine.tsx"));

interface CarouselLabels {
  carousel: string;
  /** What assistive technology calls the carousel and each slide, in the page's language. */
  carouselRole: string;
  slideRole: string;
  previous: string;
  next: string;
  /** "{index} of {total}" */
  slide: string;
  /** "Show slide {index}" */
  dot: string;
}

interface CarouselProps {
  slides: { key: string; node: ReactNode }[];
  labels: CarouselLabels;
  /** Embla's spring constant for moves by the buttons. */
  duration: number;
}

/**
 * A carousel to the WAI-ARIA pattern: a labelled region, each slide a group named "n of N",
 * previous/next buttons and one button per slide (`aria-current` on the shown one). It never
 * rotates by itself (the template's 4000 ms autoplay is deliberately unused): slides that change on
 * their own move text away from people still reading, and because slides change only on request the
 * slide area can be a polite live region. The markup is prerendered (without JavaScript the first
 * slide shows and the controls hide); the sliding engine loads once the page is running and the carousel nears the screen. A press
 * before the page has hydrated is held until then (app/lib/early-taps.ts), one before the engine
 * has loaded until it has.
 */
export function Carousel({ slides, labels, duration }: CarouselProps) {
  const slidesId = useId();
  const hydrated = useHydrated();
  const viewport = useRef<HTMLDivElement>(null);
  // Measuring the slides is a task of about 300 ms on a slow phone: not during the page's load
  // unless the carousel is about to be seen.
  const nearScreen = useOnceNear(viewport);
  const [controls, setControls] = useState<CarouselControls | null>(null);
  const [selected, setSelected] = useState(0);
  const total = slides.length;

  // A press that comes before the engine has loaded is carried out as soon as it is ready. The
  // press reads the engine from a ref, not from `controls`: a press that lands after the engine
  // said it was ready but before this component re-rendered would otherwise still see no engine
  // and wait, as pending, for a readiness that had already come, and be lost.
  const readyControls = useRef<CarouselControls | null>(null);
  const pendingPress = useRef<((ready: CarouselControls) => void) | null>(null);
  const press = (action: (ready: CarouselControls) => void) => {
    if (readyControls.current) action(readyControls.current);
    else pendingPress.current = action;
  };
  const handleReady = useCallback((ready: CarouselControls) => {
    readyControls.current = ready;
    setControls(ready);
    pendingPress.current?.(ready);
    pendingPress.current = null;
  }, []);

  return (
    <div
      role="region"
      aria-roledescription={labels.carouselRole}
      aria-label={labels.carousel}
      className={styles.carousel}
    >
      <div className={styles.viewport} ref={viewport}>
        <div id={slidesId} className={styles.track} aria-live="polite">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={formatMessage(labels.slide, { index: index + 1, total })}
              aria-hidden={controls && index !== selected ? true : undefined}
              className={styles.slide}
            >
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {hydrated && nearScreen && total > 1 && (
        <Suspense>
          <CarouselEngine
            viewport={viewport}
            slideCount={total}
            duration={duration}
            onReady={handleReady}
            onSelect={setSelected}
          />
        </Suspense>
      )}
      {total > 1 && (
        <div className={styles.controls} data-requires-js="">
          <button
            type="button"
            className={iconButton.iconButton}
            aria-controls={slidesId}
            {...replaysEarlyTap}
            onClick={() => press((ready) => ready.previous())}
          >
            <ChevronLeft aria-hidden="true" size={22} />
            <span className="visually-hidden">{labels.previous}</span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={styles.dot}
                aria-controls={slidesId}
                aria-current={index === selected ? "true" : undefined}
                aria-label={formatMessage(labels.dot, { index: index + 1, total })}
                {...replaysEarlyTap}
                onClick={() => press((ready) => ready.goTo(index))}
              />
            ))}
          </div>
          <button
            type="button"
            className={iconButton.iconButton}
            aria-controls={slidesId}
            {...replaysEarlyTap}
            onClick={() => press((ready) => ready.next())}
          >
            <ChevronRight aria-hidden="true" size={22} />
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
      )}
    </div>
  );
}
