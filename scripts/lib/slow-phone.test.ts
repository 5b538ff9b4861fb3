import { describe, expect, it } from "vitest";
import { localizedPage, localizedPages } from "#app/site-manifest.ts";
import { pagesToMeasure } from "./slow-phone.ts";

describe("the pages a benchmark loads", () => {
  it("is every page of every language by default, the not-found page at an unknown address", () => {
    const pages = pagesToMeasure(undefined);
    expect(pages).toHaveLength(localizedPages.length);
    const notFound = pages.filter(({ path }) => path.endsWith("/no-such-page"));
    expect(notFound).toHaveLength(localizedPages.filter(({ key }) => key === "notFound").length);
    expect(pages).toContainEqual({
      path: localizedPage("programme", "ms").path,
      language: "ms",
    });
  });

  it("is the pages --pages names, in its order, each at the place in it that it names", () => {
    const programme = localizedPage("programme", "ms").path;
    const contact = localizedPage("contact", "en").path;
    expect(pagesToMeasure(`${programme}#faq,${contact}`)).toEqual([
      { path: `${programme}#faq`, language: "ms" },
      { path: contact, language: "en" },
    ]);
  });

  it("stops at a name that is none of the pages, rather than measuring nothing", () => {
    expect(() => pagesToMeasure("/k-yuoth")).toThrow(/--pages: \/k-yuoth is none of the pages/);
  });
});
