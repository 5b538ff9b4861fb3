import { useEffect, useRef } from "react";

/** Whether a key press happened while the visitor was typing somewhere. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  // Buttons, checkboxes and the like take no text.
  return !["button", "checkbox", "radio", "range", "color", "file", "submit", "reset"].includes(
    target.type,
  );
}

/**
 * Whether a key press is one of the search shortcuts: `/` only when the visitor is not typing in a
 * field (it is a character people type); Ctrl+K and Cmd+K anywhere, overriding the browser's own
 * shortcut as documentation sites do.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "k") {
    return true;
  }
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

/** Calls `onShortcut` when a search shortcut is pressed anywhere on the page while `enabled`. */
export function useSearchShortcut(onShortcut: () => void, enabled: boolean): void {
  const callback = useRef(onShortcut);
  useEffect(() => {
    callback.current = onShortcut;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      callback.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
