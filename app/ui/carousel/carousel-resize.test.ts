import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createResizeWatcher, type Remeasurable } from "./carousel-resize.ts";

function fakeCarousel(width: { value: number }) {
  const root = { getBoundingClientRect: () => ({ width: width.value }) } as HTMLElement;
  const reInit = vi.fn<() => void>();
  const carousel: Remeasurable = { rootNode: () => root, reInit };
  return { ...carousel, reInit };
}

describe("createResizeWatcher", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never lets Embla handle resizes itself", () => {
    const width = { value: 390 };
    expect(createResizeWatcher(50).watchResize(fakeCarousel(width))).toBe(false);
  });

  it("re-measures once, 50 ms after a burst of resizes that changed the width", () => {
    const width = { value: 390 };
    const carousel = fakeCarousel(width);
    const watcher = createResizeWatcher(50);
    watcher.watchResize(carousel);
    vi.advanceTimersByTime(50);
    expect(carousel.reInit).not.toHaveBeenCalled();

    for (const next of [500, 700, 1366]) {
      width.value = next;
      watcher.watchResize(carousel);
      vi.advanceTimersByTime(20);
    }
    expect(carousel.reInit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30);
    expect(carousel.reInit).toHaveBeenCalledTimes(1);
  });

  it("ignores reports where the width did not change, so re-measuring cannot loop", () => {
    const width = { value: 390 };
    const carousel = fakeCarousel(width);
    const watcher = createResizeWatcher(50);
    for (let report = 0; report < 5; report += 1) {
      watcher.watchResize(carousel);
      vi.advanceTimersByTime(60);
    }
    expect(carousel.reInit).not.toHaveBeenCalled();
  });
});
