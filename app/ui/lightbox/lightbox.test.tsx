import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Lightbox } from "./lightbox.tsx";

/** `close` events the stand-in browser has queued but not yet fired. */
let queuedCloseEvents: (() => void)[] = [];

/**
 * jsdom has no modal dialogs. This stands in for the browser the way Chromium behaves: the
 * dialog opens and closes at once (the `open` attribute, focus going back), but its `close`
 * event is fired in a later task, which the test runs when it chooses.
 */
function installDialogStandIn() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  Object.defineProperty(proto, "open", {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute("open");
    },
  });
  let focusedBefore: Element | null = null;
  proto.showModal = function (this: HTMLDialogElement) {
    focusedBefore = document.activeElement;
    this.setAttribute("open", "");
    this.querySelector("button")?.focus();
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    // Chromium gives focus back to what had it before the dialog opened, at once.
    if (focusedBefore instanceof HTMLElement) focusedBefore.focus();
    queuedCloseEvents.push(() => this.dispatchEvent(new Event("close")));
  };
}

function fireQueuedCloseEvents() {
  const events = queuedCloseEvents;
  queuedCloseEvents = [];
  act(() => {
    for (const fire of events) fire();
  });
}

/** Lets the microtasks of the task that closed the dialog run, as they do before the next task. */
async function endOfTask() {
  await act(async () => {
    await Promise.resolve();
  });
}

function renderLightbox() {
  render(
    <Lightbox
      title="Framework"
      openLabel="View the framework larger"
      closeLabel="Close"
      enlarged={<p>The framework, large</p>}
    >
      <p>The framework</p>
    </Lightbox>,
  );
  const opener = screen.getByRole("button", { name: "View the framework larger" });
  // The dialog is named by its title, which only the open dialog exposes to roles.
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  return { opener, dialog };
}

describe("Lightbox", () => {
  beforeEach(() => {
    queuedCloseEvents = [];
    installDialogStandIn();
  });

  afterEach(() => {
    queuedCloseEvents = [];
  });

  it("opens again when pressed right after Escape, before the browser's close event", async () => {
    const { opener, dialog } = renderLightbox();
    opener.focus();
    fireEvent.click(opener);
    await endOfTask();
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByText("The framework, large")).toBeInTheDocument();

    // Escape: the browser closes the dialog now; its `close` event comes in a later task.
    act(() => dialog.close());
    await endOfTask();
    expect(opener).toHaveFocus();
    expect(screen.queryByText("The framework, large")).not.toBeInTheDocument();

    // The visitor presses the button again before that task runs.
    fireEvent.click(opener);
    expect(dialog).toHaveAttribute("open");

    // The late event does not close the reopened dialog.
    fireQueuedCloseEvents();
    await endOfTask();
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByText("The framework, large")).toBeInTheDocument();
  });

  it("closes with its button and gives focus back to the opener", async () => {
    const { opener, dialog } = renderLightbox();
    opener.focus();
    fireEvent.click(opener);
    await endOfTask();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await endOfTask();
    expect(dialog).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
    fireQueuedCloseEvents();
    fireEvent.click(opener);
    expect(dialog).toHaveAttribute("open");
  });

  it("shows the large view as a focusable group named by the title, not a second landmark", async () => {
    const { opener } = renderLightbox();
    fireEvent.click(opener);
    await endOfTask();
    const largeView = screen.getByRole("group", { name: "Framework" });
    expect(largeView).toHaveAttribute("tabindex", "0");
    expect(largeView).toHaveTextContent("The framework, large");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
