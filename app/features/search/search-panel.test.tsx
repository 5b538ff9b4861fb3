import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildSearchIndexFile, loadContentForSearch } from "./search-index.ts";
import type { Language } from "#app/site-manifest.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { loadSearchEngine } from "./run-search.ts";
import { SearchPanel } from "./search-panel.tsx";
import { testContent } from "#app/test/content.ts";

const texts = testContent("search");

const engines = {
  en: loadSearchEngine(buildSearchIndexFile(loadContentForSearch("en"))),
  ms: loadSearchEngine(buildSearchIndexFile(loadContentForSearch("ms"))),
};
const load = vi.fn((language: Language) => Promise.resolve(engines[language]));
vi.mock("./load-search-index.ts", () => ({
  loadSiteSearch: (language: Language) => load(language),
}));

beforeEach(() => {
  load.mockClear();
  load.mockImplementation((language: Language) => Promise.resolve(engines[language]));
  Element.prototype.scrollIntoView = vi.fn();
});

async function renderPanel({ path = "/k-youth", inputLabel = texts.inputLabel } = {}) {
  const onFollow = vi.fn();
  renderWithSite(<SearchPanel open onFollow={onFollow} />, { path });
  const input = screen.getByRole("combobox", { name: inputLabel });
  await screen.findByRole("listbox");
  return { input, onFollow, user: userEvent.setup() };
}

describe("SearchPanel", () => {
  it("focuses the field and suggests questions while it is empty", async () => {
    const { input } = await renderPanel();
    expect(input).toHaveFocus();
    const listbox = screen.getByRole("listbox", { name: texts.suggestions.heading });
    expect(screen.getAllByRole("option")).toHaveLength(texts.suggestions.ids.length);
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(input).toHaveAttribute("aria-expanded", "true");
  });

  it("shows results with location and highlighted words, the first one selected", async () => {
    const { input, user } = await renderPanel();
    await user.type(input, "allowance");
    const options = screen.getAllByRole("option");
    expect(options[0]).toHaveTextContent("Will I be paid an allowance?");
    expect(options[0]).toHaveTextContent("FAQ · About K-Youth");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(options[0]?.querySelector("mark")).toHaveTextContent(/allowance/i);
    expect(screen.getByRole("status")).toHaveTextContent(/\d+ results?/);
  });

  it("moves the selection with the arrow keys, wrapping, and follows it with Enter", async () => {
    const { input, user, onFollow } = await renderPanel();
    await user.type(input, "OJT");
    const options = screen.getAllByRole("option");
    await user.keyboard("{ArrowDown}");
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(options.at(-1)).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onFollow).toHaveBeenCalledWith(expect.stringMatching(/^\/k-youth#faq-/));
  });

  it("follows a clicked result", async () => {
    const { input, user, onFollow } = await renderPanel();
    await user.type(input, "penalty");
    await user.click(screen.getAllByRole("option")[0] as HTMLElement);
    expect(onFollow).toHaveBeenCalledWith("/k-youth#faq-quitting-penalty");
  });

  it("says when nothing is found and offers the FAQ and the contact page", async () => {
    const { input, user, onFollow } = await renderPanel();
    await user.type(input, "zzqqxx");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("status")).toHaveTextContent("Nothing found for “zzqqxx”.");
    await user.click(screen.getByRole("link", { name: texts.noResults.contact }));
    expect(onFollow).toHaveBeenCalledWith("/contact-us");
    expect(screen.getByRole("link", { name: texts.noResults.faq })).toHaveAttribute(
      "href",
      "/k-youth#faq",
    );
  });

  it("survives bad input and keeps the field to 100 characters", async () => {
    const { input, user } = await renderPanel();
    for (const query of [".*+?^${}()|[]\\", "<script>alert(1)</script>", "🎓", "elaun bulanan"]) {
      await user.clear(input);
      await user.click(input);
      await user.paste(query);
      expect(document.querySelector("script, img")).toBeNull();
    }
    await user.clear(input);
    await user.click(input);
    await user.paste("x".repeat(500));
    expect((input as HTMLInputElement).value).toHaveLength(100);
  });

  it("offers a retry when the index cannot be loaded", async () => {
    load.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    renderWithSite(<SearchPanel open onFollow={vi.fn()} />);
    const retry = await screen.findByRole("button", { name: texts.retry });
    expect(screen.getByRole("alert")).toHaveTextContent(texts.loadFailed);
    await act(async () => retry.click());
    expect(await screen.findAllByRole("option")).not.toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("on a Malay page searches the Malay index and leads to Malay pages", async () => {
    const malay = testContent("search", "ms");
    const { input, user, onFollow } = await renderPanel({
      path: "/ms/k-youth",
      inputLabel: malay.inputLabel,
    });
    expect(load).toHaveBeenCalledWith("ms");
    await user.type(input, "elaun");
    const first = screen.getAllByRole("option")[0] as HTMLElement;
    expect(first).toHaveTextContent(
      testContent("faq", "ms").tabs[0]?.items.find((item) => item.id === "allowance")?.title ?? "",
    );
    await user.click(first);
    expect(onFollow).toHaveBeenCalledWith("/ms/k-youth#faq-allowance");
  });
});
