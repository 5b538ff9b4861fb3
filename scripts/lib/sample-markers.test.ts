import { describe, expect, it } from "vitest";
import { isRecord, loadContent } from "#app/content/content-files.ts";
import { languages } from "#app/site-manifest.ts";

/** Every entry marked `sample: true` in a content value, with the field it sits at. */
function sampleEntries(
  value: unknown,
  path = "",
): { path: string; entry: Record<string, unknown> }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => sampleEntries(item, `${path}[${index}]`));
  if (!isRecord(value)) return [];
  const children = Object.entries(value).flatMap(([key, child]) =>
    sampleEntries(child, path ? `${path}.${key}` : key),
  );
  return value.sample === true ? [{ path, entry: value }, ...children] : children;
}

describe("sample content on the programme page", () => {
  it.each(languages)(
    "says it is a sample where a visitor reads it (%s): each sample's title or name carries the marker",
    (language) => {
      // "(sample)" in ui.yaml: the word a visitor reads, in the page's language.
      const marker = loadContent(language, "ui").sample.replace(/[()]/g, "").toLowerCase();
      const page = loadContent(language, "programme");
      const unmarked = sampleEntries(page)
        .filter(({ entry }) => typeof entry.title === "string" || typeof entry.name === "string")
        .filter(
          ({ entry }) =>
            !String(entry.title ?? entry.name)
              .toLowerCase()
              .includes(marker),
        )
        .map(({ path }) => path);
      expect(unmarked).toEqual([]);
      // The check has something to check: the highlights, a process step, partners, testimonials.
      expect(sampleEntries(page).length).toBeGreaterThan(4);
    },
  );
});
