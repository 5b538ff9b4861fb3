import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { ITEMS_DRAWN_PER_FRAME, Marquee } from "./marquee.tsx";

/** The frames the page has asked to wait for, drawn when a test says so. */
const frames = vi.hoisted(() => [] as (() => void)[]);
vi.mock("#app/lib/after-next-paint.ts", () => ({
  afterNextPaint: (callback: () => void) => frames.push(callback),
}));

/** Draws the next frame the row waits for; false when it waits for none. */
function drawFrame(): boolean {
  const callback = frames.shift();
  if (callback) act(callback);
  return callback !== undefined;
}

const logos = (names: string[]) =>
  names.map((name) => ({ key: name, node: <span role="img" aria-label={name} /> }));

const items = logos(["Alpha", "Beta", "Gamma"]);

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

function renderMarquee(row = items) {
  return renderWithSite(
    <Marquee items={row} label="Partners" pauseLabel="Pause logos" playLabel="Play logos" />,
  );
}

/** Reports the marquee as on screen, as a browser would once it is scrolled into view. */
class OnScreenObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

describe("Marquee", () => {
  beforeEach(() => {
    globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    frames.length = 0;
    vi.restoreAllMocks();
  });

  it("doubles its items for a seamless loop, hiding the copy from assistive technology", () => {
    setReducedMotion(false);
    const { container } = renderMarquee();
    while (drawFrame());
    const list = screen.getByRole("list", { name: "Partners" });
    expect(within(list).getAllByRole("img")).toHaveLength(3);
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy).not.toBeNull();
    expect(copy).toHaveAttribute("inert");
    expect(copy?.querySelectorAll("li")).toHaveLength(3);
    // Only the first set is exposed: three names, not six.
    expect(screen.getAllByRole("img")).toHaveLength(3);
  });

  it("gets ready to move a few logos a frame, and moves once both sets are drawn", () => {
    setReducedMotion(false);
    const row = logos(Array.from({ length: ITEMS_DRAWN_PER_FRAME * 2 }, (_, n) => `Partner ${n}`));
    const { container } = renderMarquee(row);
    const drawnCounts = [];
    do {
      // Until the last frame, the row still stands: a region to scroll, named by its label.
      expect(screen.getByRole("region", { name: "Partners" })).toBeInTheDocument();
      drawnCounts.push(container.querySelectorAll("li[data-drawn]").length);
    } while (drawFrame() && screen.queryByRole("region", { name: "Partners" }));

    // No logo drawn in the frame that makes the copy, then at most a frame's share in each.
    expect(drawnCounts).toEqual([0, 1, 2, 3].map((frame) => frame * ITEMS_DRAWN_PER_FRAME));
    expect(container.querySelectorAll("li[data-drawn]")).toHaveLength(row.length * 2);
    expect(screen.getByRole("list", { name: "Partners" })).toBeInTheDocument();
  });

  it("rests while off screen", () => {
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    setReducedMotion(false);
    const { container } = renderMarquee();
    expect(container.querySelector("ul")?.parentElement).toHaveAttribute("data-paused");
  });

  it("has a pause button that becomes a play button", async () => {
    setReducedMotion(false);
    const { container } = renderMarquee();
    const track = container.querySelector("ul")?.parentElement;
    expect(track).not.toHaveAttribute("data-paused", "");
    await userEvent.click(screen.getByRole("button", { name: "Pause logos" }));
    expect(track).toHaveAttribute("data-paused");
    await userEvent.click(screen.getByRole("button", { name: "Play logos" }));
    expect(screen.getByRole("button", { name: "Pause logos" })).toBeVisible();
  });

  it("stands still, as a scrollable row, for visitors who prefer reduced motion", () => {
    setReducedMotion(true);
    const { container } = renderMarquee();
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector('ul[aria-hidden="true"]')).toBeNull();
    const row = screen.getByRole("region", { name: "Partners" });
    expect(row).toHaveAttribute("tabindex", "0");
  });
});
