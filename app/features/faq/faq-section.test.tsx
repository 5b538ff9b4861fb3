import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LAYOUT_STEPS } from "#app/lib/layout-steps.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { FaqSection, splitIntoColumns } from "./faq-section.tsx";
import { testContent } from "#app/test/content.ts";

const faq = testContent("faq");

/** Shows the router's current search and hash, so tests can read what the section wrote. */
function LocationProbe() {
  const { search, hash } = useLocation();
  return <output aria-label="Current address">{`${search}${hash}`}</output>;
}

function renderFaq(path = "/k-youth") {
  return renderWithSite(
    <>
      <FaqSection content={faq} />
      <LocationProbe />
    </>,
    { path },
  );
}

const [aboutTab, courseTab, ojtTab] = faq.tabs;
if (!aboutTab || !courseTab || !ojtTab) throw new Error("faq.yaml needs three tabs");

const address = () => screen.getByRole("status", { name: "Current address" }).textContent;

function question(title: string) {
  const details = screen.getByText(title, { selector: "summary *" }).closest("details");
  if (!details) throw new Error(`no question "${title}"`);
  return details;
}

function titleOf(id: string) {
  const item = faq.tabs.flatMap((tab) => tab.items).find((entry) => entry.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item.title;
}

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element["scrollIntoView"];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("FaqSection", () => {
  it("shows About K-Youth first, with every tab's questions and answers in the page", () => {
    renderFaq();
    expect(screen.getByRole("heading", { level: 2, name: faq.heading })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "About K-Youth" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel", { name: "About K-Youth" })).toBeVisible();
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    for (const tab of faq.tabs) {
      for (const item of tab.items) expect(question(item.title)).toBeInTheDocument();
    }
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("opens the first question of each column of every tab", () => {
    renderFaq();
    for (const tab of faq.tabs) {
      const columns = splitIntoColumns(tab.items);
      expect(columns).toHaveLength(2);
      for (const column of columns) {
        column.forEach((item, position) => {
          if (position === 0) expect(question(item.title)).toHaveAttribute("open");
          else expect(question(item.title)).not.toHaveAttribute("open");
        });
      }
    }
  });

  it("puts the first half of the questions on the left, in the written order", () => {
    const columns = splitIntoColumns(aboutTab.items);
    expect(columns.flat()).toEqual(aboutTab.items);
    expect(columns[0]?.length).toBe(Math.ceil(aboutTab.items.length / 2));
    expect(splitIntoColumns(aboutTab.items.slice(0, 1))).toHaveLength(1);
  });

  it("switches tab on click and records the tab in the URL", async () => {
    const user = userEvent.setup();
    renderFaq("/k-youth?utm_source=mail&faq=about-k-youth");
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    scrollIntoView.mockClear();
    await user.click(screen.getByRole("tab", { name: courseTab.label }));
    expect(screen.getByRole("tabpanel", { name: courseTab.label })).toBeVisible();
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    await waitFor(() => expect(address()).toBe("?utm_source=mail#faq-about-the-course"));
    // Choosing a tab is not a deep link: the page does not jump.
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("switches tab with the keyboard", async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole("tab", { name: aboutTab.label }));
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: ojtTab.label })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: ojtTab.label })).toBeVisible();
    await waitFor(() => expect(address()).toBe("#faq-about-the-on-the-job-training"));
  });

  it("opens a deep-linked question in its tab and scrolls to it", async () => {
    renderFaq("/k-youth#faq-courses");
    expect(screen.getByRole("tab", { name: courseTab.label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const courses = question(titleOf("courses"));
    await waitFor(() => expect(courses).toHaveAttribute("open"));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(courses);
  });

  it("selects a linked tab and scrolls to the section", async () => {
    renderFaq("/k-youth?faq=about-the-on-the-job-training");
    expect(screen.getByRole("tabpanel", { name: ojtTab.label })).toBeVisible();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute("id", "faq");
  });

  describe("while the page lays itself out in steps", () => {
    const { step, laidOut, layingOut } = LAYOUT_STEPS;
    const partsWaiting = () =>
      [...document.querySelectorAll(`[${step}]`)].filter((part) => !part.hasAttribute(laidOut));
    beforeEach(() => document.documentElement.setAttribute(layingOut, ""));
    afterEach(() => document.documentElement.removeAttribute(layingOut));

    it("lays the whole FAQ out before it scrolls to a linked question", async () => {
      renderFaq("/k-youth#faq-courses");
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(partsWaiting()).toEqual([]);
    });

    it("leaves the FAQ's parts to their steps when the link is to the section", async () => {
      renderFaq("/k-youth?faq=about-the-on-the-job-training");
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(partsWaiting().length).toBeGreaterThan(0);
    });
  });

  it("ignores a question of another tab than the query names", async () => {
    renderFaq("/k-youth?faq=about-the-course#faq-certificate");
    expect(screen.getByRole("tabpanel", { name: courseTab.label })).toBeVisible();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(question(titleOf("certificate"))).not.toHaveAttribute("open");
  });

  it.each([
    "#faq-no-such-question",
    "#faq-about-the-weather",
    "#faq-%E0%A4%A",
    `#faq-${"x".repeat(3000)}`,
    "#faq-%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    "?faq=nope",
  ])("falls back to the default state for %s", (hash) => {
    renderFaq(`/k-youth${hash}`);
    expect(screen.getByRole("tabpanel", { name: aboutTab.label })).toBeVisible();
    expect(question(aboutTab.items[0]?.title ?? "")).toHaveAttribute("open");
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.querySelector("img")).toBeNull();
  });

  it("copies a question's address and says so politely", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderFaq();
    const cost = question(titleOf("cost"));
    await user.click(
      within(cost).getByRole("button", { name: `Copy link to the question: ${titleOf("cost")}` }),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/k-youth#faq-cost`);
    expect(within(cost).getByRole("status")).toHaveTextContent(faq.linkCopied);
    expect(address()).toBe("");
  });

  it("shows the Share control the page supplies under each answer, once scripts run", () => {
    renderWithSite(
      <FaqSection
        content={faq}
        shareItem={(item) => <button type="button">Share {item.id}</button>}
      />,
    );
    const cost = question(titleOf("cost"));
    expect(within(cost).getByRole("button", { name: "Share cost" })).toBeInTheDocument();
    // Every tab's questions, the hidden tabs' too.
    expect(screen.getAllByRole("button", { name: /^Share /, hidden: true })).toHaveLength(
      faq.tabs.flatMap((tab) => tab.items).length,
    );
  });

  it("puts the address in the address bar when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderFaq();
    const cost = question(titleOf("cost"));
    await user.click(within(cost).getByRole("button", { name: /^Copy link/ }));
    expect(within(cost).getByRole("status")).toHaveTextContent(faq.copyFailed);
    await waitFor(() => expect(address()).toBe("#faq-cost"));
    // Writing the address is not an arrival: the answer stays where the visitor is reading it.
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
