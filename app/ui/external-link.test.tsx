import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { ExternalLink } from "./external-link.tsx";

const { links } = testContent("site", "ms");

describe("ExternalLink", () => {
  it("on a Malay page, says a page in English only is in English, and names its language", () => {
    renderWithSite(<ExternalLink href={links.applicationForm.url}>MOHON SEKARANG</ExternalLink>, {
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
    renderWithSite(<ExternalLink href={links.applicationForm.url}>APPLY NOW</ExternalLink>);
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
