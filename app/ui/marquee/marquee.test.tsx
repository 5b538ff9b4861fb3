import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { Marquee } from "./marquee.tsx";

const items = ["Alpha", "Beta", "Gamma"].map((name) => ({
  key: name,
  node: <span role="img" aria-label={name} />,
}));

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

function renderMarquee() {
  return renderWithSite(
    <Marquee items={items} label="Partners" pauseLabel="Pause logos" playLabel="Play logos" />,
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
    vi.restoreAllMocks();
  });

  it("doubles its items for a seamless loop, hiding the copy from assistive technology", async () => {
    setReducedMotion(false);
    const { container } = renderMarquee();
    const list = await screen.findByRole("list", { name: "Partners" });
    expect(within(list).getAllByRole("img")).toHaveLength(3);
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy).not.toBeNull();
    expect(copy).toHaveAttribute("inert");
    expect(copy?.querySelectorAll("li")).toHaveLength(3);
    // Only the first set is exposed: three names, not six.
    expect(screen.getAllByRole("img")).toHaveLength(3);
  });

  it("starts in two frames: the copy made hidden first, then shown as the row moves", async () => {
    setReducedMotion(false);
    const { container } = renderMarquee();
    const copy = container.querySelector('ul[aria-hidden="true"]');
    // The first frame: the row still stands (a region to scroll), the copy is there but hidden.
    expect(screen.getByRole("region", { name: "Partners" })).toBeInTheDocument();
    expect(copy).toHaveAttribute("hidden");
    // Once that frame is drawn, the copy shows and the row moves (its list carries the name).
    await waitFor(() => expect(copy).not.toHaveAttribute("hidden"));
    expect(screen.queryByRole("region", { name: "Partners" })).toBeNull();
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
