// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  HYDRATED_ATTRIBUTE,
  REPLAYED_CONTROL,
  replaysEarlyTap,
  TAPPED_AGAIN_ATTRIBUTE,
} from "./before-hydration.ts";
import { recordEarlyTaps } from "./early-taps.ts";

/** A button as a component renders it, with the handler hydration will bring. */
function control(label: string, replayed = true) {
  const button = document.createElement("button");
  button.textContent = label;
  if (replayed) {
    for (const [name, value] of Object.entries(replaysEarlyTap)) button.setAttribute(name, value);
  }
  const pressed = vi.fn();
  button.addEventListener("click", pressed);
  document.body.append(button);
  return { button, pressed };
}

const hydrate = async () => {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  // The replay runs when the attribute observer is told, a microtask later.
  await Promise.resolve();
};

// The script runs once per page and listens for the page's life, so these steps share one page.
describe("early taps, through one page's life", () => {
  beforeAll(() =>
    recordEarlyTaps({
      replayed: REPLAYED_CONTROL,
      tappedAgain: TAPPED_AGAIN_ATTRIBUTE,
      hydrated: HYDRATED_ATTRIBUTE,
    }),
  );

  const search = control("Search");
  const tab = control("About the course");
  const plain = control("Something native", false);
  const agree = document.createElement("input");
  agree.type = "checkbox";
  const toldOfInput = vi.fn();
  agree.addEventListener("click", toldOfInput);
  agree.addEventListener("keydown", toldOfInput);
  document.body.append(agree);
  const inForm = document.createElement("form");
  const submitted = vi.fn((event: Event) => event.preventDefault());
  inForm.addEventListener("submit", submitted);

  it("holds a tap before hydration and shows the control busy", () => {
    search.button.click();
    expect(search.pressed).not.toHaveBeenCalled();
    expect(search.button).toHaveAttribute("aria-busy", "true");
  });

  it("shows each further tap on the held control", () => {
    search.button.click();
    expect(search.button).toHaveAttribute(TAPPED_AGAIN_ATTRIBUTE);
    search.button.click();
    expect(search.button).not.toHaveAttribute(TAPPED_AGAIN_ATTRIBUTE);
    search.button.click();
    expect(search.button).toHaveAttribute(TAPPED_AGAIN_ATTRIBUTE);
    expect(search.pressed).not.toHaveBeenCalled();
  });

  it("lets a later tap on another replayed control take its place", () => {
    tab.button.click();
    expect(search.button).not.toHaveAttribute("aria-busy");
    expect(search.button).not.toHaveAttribute(TAPPED_AGAIN_ATTRIBUTE);
    expect(tab.button).toHaveAttribute("aria-busy", "true");
  });

  it("leaves what the browser does to a control alone, but tells no handler", () => {
    agree.click();
    agree.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    expect(agree.checked).toBe(true);
    expect(toldOfInput).not.toHaveBeenCalled();
    plain.button.click();
    expect(plain.pressed).not.toHaveBeenCalled();
  });

  it("keeps a held submit button's form from being sent as plain HTML", () => {
    const send = control("Send");
    inForm.append(send.button);
    document.body.append(inForm);
    send.button.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(send.button).toHaveAttribute("aria-busy", "true");
  });

  it("replays the last held tap once, when the page has hydrated", async () => {
    await hydrate();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(tab.pressed).not.toHaveBeenCalled();
    expect(search.pressed).not.toHaveBeenCalled();
    expect(document.querySelector("[aria-busy]")).toBeNull();
  });

  it("stands aside once the page has hydrated", () => {
    search.button.click();
    expect(search.pressed).toHaveBeenCalledTimes(1);
    expect(search.button).not.toHaveAttribute("aria-busy");
    agree.click();
    expect(toldOfInput).toHaveBeenCalledTimes(1);
    plain.button.click();
    expect(plain.pressed).toHaveBeenCalledTimes(1);
  });
});
