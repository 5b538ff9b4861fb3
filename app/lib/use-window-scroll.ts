import { useSyncExternalStore } from "react";

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

const atTopOnServer = () => false;

/** True while the page is scrolled further than `offset` pixels. Re-renders only on change. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > offset, atTopOnServer);
}

/** How far down the page the visitor has scrolled, 0 to 100, in whole percent. */
export function useScrollPercent(): number {
  return useSyncExternalStore(subscribe, readScrollPercent, () => 0);
}

function readScrollPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((window.scrollY / scrollable) * 100)));
}
