import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { WhoRunsIt } from "./who-runs-it.tsx";

describe("Who runs K-Youth", () => {
  it.each([
    ["en", "/k-youth"],
    ["ms", "/ms/k-youth"],
  ] as const)(
    "names each organisation and what it does, in %s, and marks sample names",
    (language, path) => {
      const { organisations } = testContent("site", language);
      const { sample } = testContent("ui", language);
      const heading = testContent("programme", language).about.whoRunsIt;
      renderWithSite(<WhoRunsIt heading={heading} />, { path });
      const block = screen.getByRole("region", { name: heading });
      const terms = within(block).getAllByRole("term");
      expect(terms.map((term) => term.textContent)).toEqual(
        organisations.map((entry) => (entry.sample ? `${entry.name} ${sample}` : entry.name)),
      );
      expect(
        within(block)
          .getAllByRole("definition")
          .map((item) => item.textContent),
      ).toEqual(organisations.map((entry) => entry.description));
    },
  );
});
