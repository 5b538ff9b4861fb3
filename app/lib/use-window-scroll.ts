import { useSyncExternalStore } from "react";
import { useHydrated } from "./use-hydrated.ts";

function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
  };
}

const noSubscription = () => () => {};

/**
 * A value of the window's scroll, as at the top until the page has hydrated: a page opened
 * scrolled (an address with a #fragment) would otherwise differ from its prerendered HTML, and
 * React would re-render with it in one blocking task right after hydration. Once hydrated, the
 * switch comes in useHydrated's transition.
 */
function useScroll<Value>(read: () => Value, atTop: () => Value): Value {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    hydrated ? subscribe : noSubscription,
    hydrated ? read : atTop,
    atTop,
  );
}

const atTopOnServer = () => false;
const noScrollOnServer = () => 0;

/** True while the page is scrolled further than `offset` pixels. Re-renders only on change. */
export function useScrolledPast(offset: number): boolean {
  return useScroll(() => window.scrollY > offset, atTopOnServer);
}

/** How far down the page the visitor has scrolled, 0 to 100, in whole percent. */
export function useScrollPercent(): number {
  return useScroll(readScrollPercent, noScrollOnServer);
}

function readScrollPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((window.scrollY / scrollable) * 100)));
}
