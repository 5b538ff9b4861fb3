import { beforeAll, describe, expect, it, vi } from "vitest";
import { HYDRATED_ATTRIBUTE, REPLAYED_CONTROL, replaysEarlyTap } from "./before-hydration.ts";
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
  beforeAll(() => recordEarlyTaps({ replayed: REPLAYED_CONTROL, hydrated: HYDRATED_ATTRIBUTE }));

  const search = control("Search");
  const tab = control("About the course");
  const plain = control("Something native", false);
  const inForm = document.createElement("form");
  const submitted = vi.fn((event: Event) => event.preventDefault());
  inForm.addEventListener("submit", submitted);

  it("holds a tap before hydration and shows the control busy", () => {
    search.button.click();
    expect(search.pressed).not.toHaveBeenCalled();
    expect(search.button).toHaveAttribute("aria-busy", "true");
  });

  it("lets a later tap on another replayed control take its place", () => {
    tab.button.click();
    expect(search.button).not.toHaveAttribute("aria-busy");
    expect(tab.button).toHaveAttribute("aria-busy", "true");
  });

  it("leaves controls that work as HTML alone", () => {
    plain.button.click();
    expect(plain.pressed).toHaveBeenCalledTimes(1);
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
  });
});
