import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and when prerendering), true afterwards and on
 * every client render. State that depends on the URL or the browser waits for it, so the first
 * client render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
