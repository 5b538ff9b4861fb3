import type { EmblaCarouselType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { type RefObject, useCallback, useEffect, useMemo, useState } from "react";
import { createResizeWatcher } from "./carousel-resize.ts";
import { usePrefersReducedMotion } from "#app/lib/use-reduced-motion.ts";

/** The specification's carousel resize debounce. */
const CAROUSEL_RESIZE_DEBOUNCE_MS = 50;

interface CarouselOptions {
  /** The element whose first child holds the slides, mounted before the engine. */
  viewport: RefObject<HTMLElement | null>;
  slideCount: number;
  /** Embla's spring constant for programmatic moves. */
  duration: number;
}

/**
 * The behaviour of a looping, one-slide-at-a-time carousel on top of Embla: which slide is
 * shown, previous/next/go-to, swiping, re-measuring after resizes (debounced), and instant
 * moves for visitors who prefer reduced motion.
 */
export function useCarousel({ viewport, slideCount, duration }: CarouselOptions) {
  const reducedMotion = usePrefersReducedMotion();
  // Re-measure once a resize settles, not on every frame of a window drag.
  const resizeWatcher = useMemo(() => createResizeWatcher(CAROUSEL_RESIZE_DEBOUNCE_MS), []);
  const options = useMemo(
    () => ({
      loop: slideCount > 1,
      duration: reducedMotion ? 0 : duration,
      watchResize: resizeWatcher.watchResize,
    }),
    [slideCount, reducedMotion, duration, resizeWatcher],
  );
  const [attach, api] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    attach(viewport.current);
  }, [attach, viewport]);

  useEffect(() => {
    if (!api) return;
    const onSelect = (carousel: EmblaCarouselType) => setSelected(carousel.selectedScrollSnap());
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
      resizeWatcher.cancel();
    };
  }, [api, resizeWatcher]);

  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return { api, selected, goTo, previous, next };
}
