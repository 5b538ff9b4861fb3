import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
