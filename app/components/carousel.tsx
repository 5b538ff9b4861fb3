import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useCarousel } from "~/hooks/use-carousel.ts";
import { formatMessage } from "~/lib/format-message.ts";
import styles from "./carousel.module.css";

export interface CarouselLabels {
  carousel: string;
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
  duration: number;
}

/**
 * A carousel to the WAI-ARIA pattern: a labelled region, each slide a group named "n of N",
 * previous/next buttons and one button per slide. It never rotates by itself, so the slide
 * area is a polite live region. Without JavaScript the first slide shows and the controls hide.
 */
export function Carousel({ slides, labels, duration }: CarouselProps) {
  const slidesId = useId();
  const { viewportRef, ready, selected, goTo, previous, next } = useCarousel({
    slideCount: slides.length,
    duration,
  });
  const total = slides.length;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className={styles.carousel}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div id={slidesId} className={styles.track} aria-live="polite">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={formatMessage(labels.slide, { index: index + 1, total })}
              aria-hidden={ready && index !== selected ? true : undefined}
              className={styles.slide}
            >
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className={styles.controls} data-requires-js="">
          <button
            type="button"
            className={styles.arrow}
            aria-controls={slidesId}
            onClick={previous}
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
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-controls={slidesId} onClick={next}>
            <ChevronRight aria-hidden="true" size={22} />
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
      )}
    </div>
  );
}
