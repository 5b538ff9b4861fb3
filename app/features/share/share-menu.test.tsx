import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { ShareMenu } from "./share-menu.tsx";

const { share } = testContent("programme");
const target = {
  url: "https://k-youth.example/k-youth",
  title: "K-Youth 2025",
  message: "Have a look",
};

function renderShare(props: Partial<Parameters<typeof ShareMenu>[0]> = {}) {
  return renderWithSite(
    <ShareMenu
      target={target}
      label={share.label}
      accessibleName={share.pageLabel}
      labels={share}
      {...props}
    />,
  );
}

const button = () => screen.getByRole("button", { name: share.pageLabel });

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "share");
});

/** The list as it sits in the page; jsdom, like a browser, does not show a popover until opened. */
const list = () => screen.getByRole("list", { name: share.listLabel, hidden: true });

describe("ShareMenu without Web Share", () => {
  // Opening and closing the list (the button, Escape, a tap elsewhere) is the browser's, through
  // the Popover API, which jsdom lacks: tests/e2e/share.spec.ts checks it in Chromium.
  it("is a disclosure whose button opens the list of links as a popover", () => {
    renderShare();
    expect(button()).toHaveTextContent(share.label);
    expect(button()).toHaveAttribute("aria-expanded", "false");
    const panel = list().parentElement;
    expect(panel).toHaveAttribute("popover", "auto");
    expect(button()).toHaveAttribute("popovertarget", panel?.id);
    expect(button()).toHaveAttribute("aria-controls", panel?.id);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("lists plain links to each service, which work before the page's scripts run", () => {
    renderShare();
    const links = within(list()).getAllByRole("link", { hidden: true });
    expect(links.map((link) => new URL(link.getAttribute("href") ?? "").protocol)).toEqual([
      "https:",
      "https:",
      "https:",
      "mailto:",
    ]);
    expect(within(list()).getByRole("link", { name: /^WhatsApp/, hidden: true })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });

  it("offers Copy link, kept out of sight until the page has hydrated", () => {
    renderShare();
    const copy = within(list()).getByRole("button", { name: share.copyLink, hidden: true });
    expect(copy.closest("li")).toHaveAttribute("data-before-hydration", "invisible");
  });

  it("copies the address and confirms it in a live region", async () => {
    const user = userEvent.setup();
    renderShare();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(within(list()).getByRole("button", { name: share.copyLink, hidden: true }));
    expect(writeText).toHaveBeenCalledWith(target.url);
    expect(screen.getByRole("status")).toHaveTextContent(share.linkCopied);
  });

  it("shows the address to copy by hand when the clipboard refuses", async () => {
    const user = userEvent.setup();
    renderShare();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(within(list()).getByRole("button", { name: share.copyLink, hidden: true }));
    expect(screen.getByRole("status")).toHaveTextContent(target.url);
  });

  it("leaves Copy link out when asked (the FAQ has its own)", () => {
    renderShare({ offerCopy: false });
    expect(
      screen.queryByRole("button", { name: share.copyLink, hidden: true }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("ShareMenu with Web Share", () => {
  function stubShare(implementation: (data: ShareData) => Promise<void>) {
    const shareSpy = vi.fn(implementation);
    Object.defineProperty(navigator, "share", { configurable: true, value: shareSpy });
    return shareSpy;
  }

  it("opens the share sheet with the title and address, and is no disclosure", async () => {
    const user = userEvent.setup();
    const shareSpy = stubShare(() => Promise.resolve());
    renderShare();
    expect(button()).not.toHaveAttribute("aria-expanded");
    expect(button()).not.toHaveAttribute("popovertarget");
    await user.click(button());
    expect(shareSpy).toHaveBeenCalledWith({ title: target.title, url: target.url });
  });

  it("stays a share sheet when the visitor closes the sheet", async () => {
    const user = userEvent.setup();
    const shareSpy = stubShare(() => Promise.reject(new DOMException("closed", "AbortError")));
    renderShare();
    await user.click(button());
    await user.click(button());
    expect(shareSpy).toHaveBeenCalledTimes(2);
    expect(button()).not.toHaveAttribute("popovertarget");
  });

  it("offers the links when the sheet is refused", async () => {
    const user = userEvent.setup();
    stubShare(() => Promise.reject(new DOMException("no", "NotAllowedError")));
    renderShare();
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("aria-expanded", "false"));
    expect(button()).toHaveAttribute("popovertarget", list().parentElement?.id);
  });
});
