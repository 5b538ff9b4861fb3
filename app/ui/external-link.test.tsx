import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testContent, testIntakes } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { ExternalLink } from "./external-link.tsx";

// The application forms are pages in English only (intakes.yaml marks them).
const [applicationForm] = testIntakes().intakes.map((intake) => intake.applicationForm);

function escaped(words: string): string {
  return words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The words a link reads as: its own, then each note the site adds after them. */
function linkName(words: string, notes: string[]): RegExp {
  // jsdom joins the link's parts without their leading spaces; browsers keep them.
  return new RegExp(`^${[words, ...notes].map(escaped).join(" ?")}$`);
}

describe("ExternalLink", () => {
  it("on a Malay page, says a page in English only is in English, and names its language", () => {
    const ui = testContent("ui", "ms");
    renderWithSite(<ExternalLink href={applicationForm?.url ?? ""}>MOHON SEKARANG</ExternalLink>, {
      path: "/ms/k-youth",
    });
    const notes = [ui.englishOnly, ...(applicationForm?.sample ? [ui.sample] : []), ui.newTab];
    const link = screen.getByRole("link", { name: linkName("MOHON SEKARANG", notes) });
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("on an English page, names the language only", () => {
    const ui = testContent("ui");
    renderWithSite(<ExternalLink href={applicationForm?.url ?? ""}>APPLY NOW</ExternalLink>);
    const notes = [...(applicationForm?.sample ? [ui.sample] : []), ui.newTab];
    const link = screen.getByRole("link", { name: linkName("APPLY NOW", notes) });
    expect(link).toHaveAttribute("hreflang", "en");
  });

  it("says nothing of language for other sites", () => {
    renderWithSite(<ExternalLink href="https://www.facebook.com/">Facebook</ExternalLink>, {
      path: "/ms/k-youth",
    });
    const { newTab } = testContent("ui", "ms");
    const link = screen.getByRole("link", { name: linkName("Facebook", [newTab]) });
    expect(link).not.toHaveAttribute("hreflang");
  });

  it.each(Object.entries(testContent("site").links))(
    "says a placeholder address is a sample, and only a placeholder (links.%s)",
    (_name, { url, label, sample }) => {
      const ui = testContent("ui");
      renderWithSite(<ExternalLink href={url}>{label}</ExternalLink>);
      const notes = [...(sample ? [ui.sample] : []), ui.newTab];
      expect(screen.getByRole("link", { name: linkName(label, notes) })).toBeVisible();
    },
  );
});
