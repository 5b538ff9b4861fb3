import { type RefObject, useCallback, useSyncExternalStore } from "react";

/** A browser without popovers has no `:popover-open` to ask about, and never opens one. */
const isShowing = (element: HTMLElement | null) =>
  element !== null && "hidePopover" in element && element.matches(":popover-open");

/**
 * Whether a popover is showing, however it opened: by its `popovertarget` button before the page
 * hydrated as much as after. False in the prerendered HTML.
 */
export function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const popover = ref.current;
      popover?.addEventListener("toggle", changed);
      return () => popover?.removeEventListener("toggle", changed);
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => isShowing(ref.current),
    () => false,
  );
}
