import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testIntakes } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { ExternalLink } from "./external-link.tsx";

// The application forms are pages in English only (intakes.yaml marks them).
const [applicationForm = ""] = testIntakes().intakes.map((intake) => intake.applicationForm.url);

describe("ExternalLink", () => {
  it("on a Malay page, says a page in English only is in English, and names its language", () => {
    renderWithSite(<ExternalLink href={applicationForm}>MOHON SEKARANG</ExternalLink>, {
      path: "/ms/k-youth",
    });
    // jsdom joins the link's parts without their leading spaces; browsers keep them.
    const link = screen.getByRole("link", {
      name: /^MOHON SEKARANG ?\(dalam bahasa Inggeris\) ?\(dibuka dalam tab baharu\)$/,
    });
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("on an English page, names the language only", () => {
    renderWithSite(<ExternalLink href={applicationForm}>APPLY NOW</ExternalLink>);
    const link = screen.getByRole("link", { name: /^APPLY NOW ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("hreflang", "en");
  });

  it("says nothing of language for other sites", () => {
    renderWithSite(<ExternalLink href="https://www.facebook.com/">Facebook</ExternalLink>, {
      path: "/ms/k-youth",
    });
    const link = screen.getByRole("link", { name: /^Facebook ?\(dibuka dalam tab baharu\)$/ });
    expect(link).not.toHaveAttribute("hreflang");
  });
});
