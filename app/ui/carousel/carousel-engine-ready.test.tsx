import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import type { CarouselControls } from "./carousel-engine.tsx";
import { Carousel } from "./carousel.tsx";

const engine = vi.hoisted(() => ({
  next: vi.fn(),
  /** Runs right after the engine reports ready, before the carousel has re-rendered. */
  afterReady: () => {},
}));

// A stand-in for the lazily loaded Embla engine: ready as soon as it mounts.
vi.mock("./carousel-engine.tsx", () => ({
  default: function FakeEngine({ onReady }: { onReady(controls: CarouselControls): void }) {
    useEffect(() => {
      onReady({ goTo: vi.fn(), previous: vi.fn(), next: engine.next });
      engine.afterReady();
    }, [onReady]);
    return null;
  },
}));

const labels = {
  carousel: "Testimonials",
  carouselRole: "carousel",
  slideRole: "slide",
  previous: "Previous testimonial",
  next: "Next testimonial",
  slide: "{index} of {total}",
  dot: "Show testimonial {index}",
};
const slides = ["One", "Two", "Three"].map((text) => ({ key: text, node: <p>{text}</p> }));

describe("Carousel engine readiness", () => {
  it("carries out a press that lands between the engine's readiness and the next render", async () => {
    renderWithSite(<Carousel slides={slides} labels={labels} duration={18} />);
    const next = screen.getByRole("button", { name: "Next testimonial" });
    engine.afterReady = () => fireEvent.click(next);
    await waitFor(() => expect(engine.next).toHaveBeenCalledTimes(1));
  });
});
