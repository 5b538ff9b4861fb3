// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { isSearchShortcut, useSearchShortcut } from "./use-search-shortcut.ts";

function press(init: KeyboardEventInit, target: EventTarget = document.body) {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe("isSearchShortcut", () => {
  const key = (init: KeyboardEventInit, target?: HTMLElement) => {
    const event = new KeyboardEvent("keydown", init);
    if (target) Object.defineProperty(event, "target", { value: target });
    return isSearchShortcut(event);
  };

  it("accepts /, Ctrl+K and Cmd+K", () => {
    expect(key({ key: "/" })).toBe(true);
    expect(key({ key: "k", ctrlKey: true })).toBe(true);
    expect(key({ key: "K", metaKey: true })).toBe(true);
  });

  it("ignores other keys and modifiers", () => {
    expect(key({ key: "k" })).toBe(false);
    expect(key({ key: "k", ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ key: "k", ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ key: "/", ctrlKey: true })).toBe(false);
  });

  it("leaves / alone while the visitor types, but not Ctrl+K", () => {
    const input = document.createElement("input");
    const textarea = document.createElement("textarea");
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    Object.defineProperty(editable, "isContentEditable", { value: true });
    for (const target of [input, textarea, editable]) {
      expect(key({ key: "/" }, target)).toBe(false);
      expect(key({ key: "k", ctrlKey: true }, target)).toBe(true);
    }
    const checkbox = document.createElement("input");
    checkbox.type = "checkbox";
    expect(key({ key: "/" }, checkbox)).toBe(true);
  });
});

describe("useSearchShortcut", () => {
  it("calls back and prevents the browser's own use of the keys, only while enabled", () => {
    const onShortcut = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ enabled }) => useSearchShortcut(onShortcut, enabled),
      { initialProps: { enabled: true } },
    );
    expect(press({ key: "k", ctrlKey: true }).defaultPrevented).toBe(true);
    expect(onShortcut).toHaveBeenCalledTimes(1);
    rerender({ enabled: false });
    press({ key: "/" });
    expect(onShortcut).toHaveBeenCalledTimes(1);
    rerender({ enabled: true });
    press({ key: "/" });
    expect(onShortcut).toHaveBeenCalledTimes(2);
    unmount();
    press({ key: "/" });
    expect(onShortcut).toHaveBeenCalledTimes(2);
  });
});
