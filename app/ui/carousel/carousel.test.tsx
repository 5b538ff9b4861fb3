import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { Carousel } from "./carousel.tsx";

const labels = {
  carousel: "Testimonials",
  // Words the page's language gives, never fixed in the component: here the Malay ones.
  carouselRole: "karusel",
  slideRole: "slaid",
  previous: "Previous testimonial",
  next: "Next testimonial",
  slide: "{index} of {total}",
  dot: "Show testimonial {index}",
};
const slides = ["One", "Two", "Three", "Four"].map((text) => ({ key: text, node: <p>{text}</p> }));

describe("Carousel", () => {
  beforeAll(() => {
    // jsdom has neither layout observers nor media queries; Embla only needs them to exist.
    window.matchMedia = vi.fn().mockImplementation(() => ({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    }));
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    globalThis.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });

  it("is a named carousel region whose slides are numbered groups, each role in the page's words", () => {
    renderWithSite(<Carousel slides={slides} labels={labels} duration={18} />);
    const region = screen.getByRole("region", { name: "Testimonials" });
    expect(region).toHaveAttribute("aria-roledescription", "karusel");
    const groups = within(region).getAllByRole("group", { hidden: true });
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    for (const group of groups) expect(group).toHaveAttribute("aria-roledescription", "slaid");
  });

  it("offers previous, next and one named button per slide, the first marked current", () => {
    renderWithSite(<Carousel slides={slides} labels={labels} duration={18} />);
    expect(screen.getByRole("button", { name: "Previous testimonial" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Next testimonial" })).toBeVisible();
    const dots = [1, 2, 3, 4].map((index) =>
      screen.getByRole("button", { name: `Show testimonial ${index}` }),
    );
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    expect(dots[1]).not.toHaveAttribute("aria-current");
  });

  it("announces slide changes politely, since it never moves by itself", () => {
    const { container } = renderWithSite(
      <Carousel slides={slides} labels={labels} duration={18} />,
    );
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it("shows no controls for a single slide", () => {
    renderWithSite(<Carousel slides={slides.slice(0, 1)} labels={labels} duration={18} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
