import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testContent } from "#app/test/content.ts";
import { PartnerLogo } from "./partner-logo.tsx";

const { logos } = testContent("programme", "en").partners;

function renderLogos() {
  render(
    <>
      {logos.map((logo, index) => (
        <PartnerLogo key={logo.name} name={logo.name} index={index} />
      ))}
    </>,
  );
  return screen.getAllByRole("img");
}

describe("PartnerLogo", () => {
  it("is one image named after the partner, showing the name, which is never translated", () => {
    const images = renderLogos();
    expect(images.map((image) => image.getAttribute("aria-label"))).toEqual(
      logos.map((logo) => logo.name),
    );
    for (const [index, image] of images.entries()) {
      expect(image).toHaveTextContent(logos[index]?.name ?? "");
      expect(image).toHaveAttribute("translate", "no");
    }
  });

  it("gives neighbouring partners different marks", () => {
    const marks = renderLogos().map((image) => image.dataset.mark);
    for (const [index, mark] of marks.entries()) {
      if (index > 0) expect(mark).not.toBe(marks[index - 1]);
    }
  });
});
