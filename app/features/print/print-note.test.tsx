import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { PrintNote } from "./print-note.tsx";

describe("PrintNote", () => {
  for (const [language, path, tag] of [
    ["en", "/k-youth", "en-MY"],
    ["ms", "/ms/k-youth", "ms-MY"],
  ] as const) {
    it(`names the address, and the day once the browser is about to print (${language})`, () => {
      const { print } = testContent("programme", language);
      const address = `https://k-youth.example${path}`;
      renderWithSite(<PrintNote address={address} content={print} />, { path });
      const undated = print.undated.replace("{address}", address);
      expect(screen.getByText(undated)).toHaveAttribute("hidden");

      act(() => {
        window.dispatchEvent(new Event("beforeprint"));
      });
      const today = new Intl.DateTimeFormat(tag, { dateStyle: "long" }).format(new Date());
      expect(
        screen.getByText(print.printed.replace("{address}", address).replace("{date}", today)),
      ).toBeInTheDocument();
      expect(screen.queryByText(undated)).not.toBeInTheDocument();
    });
  }
});
