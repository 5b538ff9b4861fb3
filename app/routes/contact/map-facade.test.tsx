import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { MapFacade } from "./map-facade.tsx";

const texts = testContent("contact").map;

async function showMap() {
  renderWithSite(<MapFacade texts={texts} />, { path: "/contact-us" });
  await userEvent.click(screen.getByRole("button", { name: texts.show }));
  return screen.getByTitle(texts.iframeTitle);
}

/**
 * What Chromium sometimes does as a frame's document arrives: focus leaves the frame, with a blur,
 * and falls back to the page. jsdom neither blurs a frame nor fires its blur, so an element takes
 * focus and goes away, and the blur is fired by hand.
 */
async function dropFocus(frame: HTMLElement) {
  const elsewhere = document.body.appendChild(document.createElement("input"));
  elsewhere.focus();
  elsewhere.remove();
  expect(document.activeElement).toBe(document.body);
  fireEvent.blur(frame);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

afterEach(cleanup);

describe("the interactive map", () => {
  it("takes focus from the button that asked for it", async () => {
    const frame = await showMap();
    expect(frame).toHaveFocus();
    expect(screen.queryByRole("button", { name: texts.show })).toBeNull();
  });

  it("takes focus back when the browser drops it before the visitor acts", async () => {
    const frame = await showMap();
    await dropFocus(frame);
    expect(frame).toHaveFocus();
  });

  it("leaves focus where the visitor puts it once they click or press a key", async () => {
    const frame = await showMap();
    fireEvent.keyDown(document.body, { key: "Escape" });
    await dropFocus(frame);
    fireEvent.load(frame);
    expect(document.activeElement).toBe(document.body);
  });
});
