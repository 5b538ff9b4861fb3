import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { ShareMenu } from "./share-menu.tsx";

const { share } = testContent("k-youth");
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

describe("ShareMenu without Web Share", () => {
  it("is a disclosure: the button shows and hides the list of links", async () => {
    const user = userEvent.setup();
    renderShare();
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(button()).toHaveTextContent(share.label);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();

    await user.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    const list = screen.getByRole("list", { name: share.listLabel });
    expect(button().getAttribute("aria-controls")).toBe(list.parentElement?.id);
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => new URL(link.getAttribute("href") ?? "").protocol)).toEqual([
      "https:",
      "https:",
      "https:",
      "mailto:",
    ]);
    expect(within(list).getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(within(list).getByRole("button", { name: share.copyLink })).toBeInTheDocument();

    await user.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const user = userEvent.setup();
    renderShare();
    await user.click(button());
    await user.tab();
    expect(screen.getByRole("link", { name: /^WhatsApp/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("copies the address and confirms it in a live region", async () => {
    const user = userEvent.setup();
    renderShare();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(button());
    await user.click(screen.getByRole("button", { name: share.copyLink }));
    expect(writeText).toHaveBeenCalledWith(target.url);
    expect(screen.getByRole("status")).toHaveTextContent(share.linkCopied);
  });

  it("shows the address to copy by hand when the clipboard refuses", async () => {
    const user = userEvent.setup();
    renderShare();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(button());
    await user.click(screen.getByRole("button", { name: share.copyLink }));
    expect(screen.getByRole("status")).toHaveTextContent(target.url);
  });

  it("leaves Copy link out when asked (the FAQ has its own)", async () => {
    const user = userEvent.setup();
    renderShare({ offerCopy: false });
    await user.click(button());
    expect(screen.queryByRole("button", { name: share.copyLink })).not.toBeInTheDocument();
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
    await user.click(button());
    expect(shareSpy).toHaveBeenCalledWith({ title: target.title, url: target.url });
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("does nothing more when the visitor closes the sheet", async () => {
    const user = userEvent.setup();
    stubShare(() => Promise.reject(new DOMException("closed", "AbortError")));
    renderShare();
    await user.click(button());
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("offers the links when the sheet is refused", async () => {
    const user = userEvent.setup();
    stubShare(() => Promise.reject(new DOMException("no", "NotAllowedError")));
    renderShare();
    await user.click(button());
    expect(await screen.findByRole("list", { name: share.listLabel })).toBeInTheDocument();
    expect(button()).toHaveAttribute("aria-expanded", "true");
  });
});
