import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { SiteFooter } from "./site-footer.tsx";

describe("the footer", () => {
  it.each([
    ["en", "/k-youth"],
    ["ms", "/ms/k-youth"],
  ] as const)(
    "says a phone number or email address is a sample where it shows it (%s)",
    (language, path) => {
      const { contact } = testContent("site", language);
      const { sample } = testContent("ui", language);
      renderWithSite(<SiteFooter />, { path });
      const footer = screen.getByRole("contentinfo");
      for (const [words, isSample] of [
        [contact.phone.display, contact.phone.sample],
        [contact.email.address, contact.email.sample],
      ] as const) {
        const line = within(footer).getByRole("link", { name: words }).parentElement;
        if (isSample) expect(line).toHaveTextContent(`${words} ${sample}`);
        else expect(line).not.toHaveTextContent(sample);
      }
    },
  );

  it("links only the social accounts the programme has confirmed", () => {
    const { social } = testContent("site");
    renderWithSite(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    const linked = within(footer)
      .queryAllByRole("link")
      .map((link) => link.getAttribute("href"));
    for (const account of social) {
      if (account.sample) expect(linked).not.toContain(account.url);
      else expect(linked).toContain(account.url);
    }
  });
});
