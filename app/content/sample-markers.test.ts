import { describe, expect, it } from "vitest";
import { loadContent, sampleEntriesIn } from "./content-files.ts";
import { languages } from "#app/site-manifest.ts";

describe("sample content on the programme page", () => {
  it.each(languages)(
    "says it is a sample where a visitor reads it (%s): each sample's title or name carries the marker",
    (language) => {
      // "(sample)" in ui.yaml: the word a visitor reads, in the page's language.
      const marker = loadContent(language, "ui").sample.replace(/[()]/g, "").toLowerCase();
      const page = loadContent(language, "programme");
      const unmarked = sampleEntriesIn(page)
        .filter(({ entry }) => typeof entry.title === "string" || typeof entry.name === "string")
        .filter(
          ({ entry }) =>
            !String(entry.title ?? entry.name)
              .toLowerCase()
              .includes(marker),
        )
        .map(({ field }) => field);
      expect(unmarked).toEqual([]);
      // The check has something to check: the highlights, a process step, partners, testimonials.
      expect(sampleEntriesIn(page).length).toBeGreaterThan(4);
    },
  );
});
