import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { NavLinks } from "./nav-links.tsx";
import { testContent } from "#app/test/content.ts";

const site = testContent("site");

describe("NavLinks", () => {
  it("marks the page being viewed as current, with or without a trailing slash", () => {
    for (const path of ["/contact-us", "/contact-us/"]) {
      const { unmount } = renderWithSite(<NavLinks items={site.navigation} />, { path });
      expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      expect(screen.getByRole("link", { name: "FAQ" })).not.toHaveAttribute("aria-current");
      unmount();
    }
  });

  it("opens external items in a new tab and says so", () => {
    renderWithSite(<NavLinks items={site.navigation} />);
    // After its words, "(sample)" while the address is a placeholder, then the new-tab note.
    const aboutUs = screen.getByRole("link", { name: /^About Us.*\(opens in a new tab\)$/ });
    expect(aboutUs).toHaveAttribute("target", "_blank");
    expect(aboutUs).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(
      site.navigation.length,
    );
  });
});
