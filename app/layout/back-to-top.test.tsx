import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite, scrollWindowTo } from "#app/test/render-with-site.tsx";
import { BackToTop, PAGE_TOP_ID } from "./back-to-top.tsx";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe("BackToTop", () => {
  beforeEach(() => {
    mockReducedMotion(false);
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const top = document.createElement("div");
    top.id = PAGE_TOP_ID;
    top.tabIndex = -1;
    document.body.prepend(top);
  });

  afterEach(async () => {
    document.getElementById(PAGE_TOP_ID)?.remove();
    await act(() => scrollWindowTo(0));
  });

  it("stays hidden until the page is scrolled past 150 px", async () => {
    renderWithSite(<BackToTop />);
    const button = screen.getByRole("button", { name: "Back to top", hidden: true });
    expect(button).not.toHaveAttribute("data-visible");
    await act(() => scrollWindowTo(150));
    expect(button).not.toHaveAttribute("data-visible");
    await act(() => scrollWindowTo(151));
    expect(button).toHaveAttribute("data-visible");
  });

  it("fills its ring with the scroll progress", async () => {
    renderWithSite(<BackToTop />);
    const ring = document.querySelectorAll("circle")[1];
    const length = Number(ring?.getAttribute("stroke-dasharray"));
    await act(() => scrollWindowTo(0, { pageHeight: 1768 }));
    expect(Number(ring?.getAttribute("stroke-dashoffset"))).toBeCloseTo(length);
    // jsdom's window is 768 px tall, so 1768 px of page leaves 1000 px to scroll.
    await act(() => scrollWindowTo(500, { pageHeight: 1768 }));
    expect(Number(ring?.getAttribute("stroke-dashoffset"))).toBeCloseTo(length / 2);
  });

  it("scrolls smoothly to the top and moves focus there", async () => {
    renderWithSite(<BackToTop />);
    await act(() => scrollWindowTo(900));
    await userEvent.click(screen.getByRole("button", { name: "Back to top" }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(document.activeElement?.id).toBe(PAGE_TOP_ID);
  });

  it("jumps instantly when the visitor prefers reduced motion", async () => {
    mockReducedMotion(true);
    renderWithSite(<BackToTop />);
    await act(() => scrollWindowTo(900));
    await userEvent.click(screen.getByRole("button", { name: "Back to top" }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
  });
});
