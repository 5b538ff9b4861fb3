// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { layoutStep } from "./layout-steps.ts";
import {
  drawPartsAfterModal,
  SKIPPED_BEHIND_MODAL,
  skipFarPartsBehindModal,
} from "./skip-behind-modal.ts";

const SCREEN = 800;

/** Parts of a page at these distances from the top of the screen, each a screen high. */
function partsAt(tops: number[]) {
  document.body.innerHTML = tops.map(() => "<section></section>").join("");
  const parts = [...document.querySelectorAll("section")];
  const events: string[] = [];
  parts.forEach((part, index) => {
    for (const [name, value] of Object.entries(layoutStep)) part.setAttribute(name, value);
    const top = tops[index] ?? 0;
    vi.spyOn(part, "getBoundingClientRect").mockImplementation(() => {
      events.push("measure");
      return DOMRect.fromRect({ x: 0, y: top, width: 390, height: SCREEN });
    });
    const toggle = part.toggleAttribute.bind(part);
    vi.spyOn(part, "toggleAttribute").mockImplementation((name, force) => {
      events.push("mark");
      return toggle(name, force);
    });
  });
  return { parts, events };
}

const skipped = (part: Element) => part.hasAttribute(SKIPPED_BEHIND_MODAL);

describe("the page behind a modal dialog", () => {
  beforeEach(() => vi.stubGlobal("innerHeight", SCREEN));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("skips the parts more than a screen away from the screen, and keeps those near it", () => {
    const { parts } = partsAt([-3 * SCREEN, -SCREEN, 0, SCREEN, 2 * SCREEN, 3 * SCREEN]);
    skipFarPartsBehindModal();
    expect(parts.map(skipped)).toEqual([true, false, false, false, false, true]);
  });

  it("measures every part before it marks any, so the page is laid out once, not once per part", () => {
    const { events } = partsAt([-3 * SCREEN, 0, 3 * SCREEN]);
    skipFarPartsBehindModal();
    expect(events).toEqual(["measure", "measure", "measure", "mark", "mark", "mark"]);
  });

  it("draws them again once the dialog has closed, after the frame that shows the page", async () => {
    const { parts } = partsAt([0, 3 * SCREEN]);
    skipFarPartsBehindModal();
    expect(parts.map(skipped)).toEqual([false, true]);
    drawPartsAfterModal();
    expect(parts.map(skipped)).toEqual([false, true]);
    await vi.waitFor(() => expect(parts.map(skipped)).toEqual([false, false]));
  });
});
