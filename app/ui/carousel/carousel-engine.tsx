import { type RefObject, useEffect } from "react";
import { useCarousel } from "./use-carousel.ts";

export interface CarouselControls {
  goTo(index: number): void;
  previous(): void;
  next(): void;
}

interface CarouselEngineProps {
  viewport: RefObject<HTMLElement | null>;
  slideCount: number;
  duration: number;
  onReady(controls: CarouselControls): void;
  onSelect(index: number): void;
}

/**
 * Embla, driving a carousel whose markup is already on the page. It is its own module so the
 * carousel library loads after the first screen, without holding up the page.
 */
export default function CarouselEngine({ onReady, onSelect, ...options }: CarouselEngineProps) {
  const { api, selected, goTo, previous, next } = useCarousel(options);

  useEffect(() => {
    if (api) onReady({ goTo, previous, next });
  }, [api, goTo, previous, next, onReady]);

  useEffect(() => {
    onSelect(selected);
  }, [selected, onSelect]);

  return null;
}
