import { debounce } from "./debounce.ts";

/** The part of Embla's API that re-measuring needs. */
export interface Remeasurable {
  rootNode(): HTMLElement;
  reInit(): void;
}

/**
 * Embla's `watchResize` option, debounced: after resizes stop for `waitMs` (50 ms in use),
 * re-measure once if the carousel's width really changed, since a window drag would otherwise
 * re-measure many times. The first report only records the width, and the reports that follow a
 * re-measure (same width) do nothing, so a re-measure that changes the height can never loop.
 */
export function createResizeWatcher(waitMs: number) {
  let knownWidth: number | undefined;
  const remeasure = debounce((carousel: Remeasurable) => {
    const width = carousel.rootNode().getBoundingClientRect().width;
    const changed = knownWidth !== undefined && Math.abs(width - knownWidth) >= 0.5;
    knownWidth = width;
    if (changed) carousel.reInit();
  }, waitMs);
  return {
    watchResize(carousel: Remeasurable) {
      remeasure(carousel);
      return false;
    },
    cancel: remeasure.cancel,
  };
}
