import type { Metric } from "web-vitals";

/** One metric as the collector receives it (a JSON array of these per beacon). */
interface FieldMetric {
  name: Metric["name"];
  value: number;
  rating: Metric["rating"];
  delta: number;
  id: string;
  navigationType: Metric["navigationType"];
  /** The page it was measured on, without query or hash (they may carry personal data). */
  path: string;
}

type SendBeacon = (url: string, body: string) => boolean;

/**
 * Collects metrics and sends them in one beacon when the page is hidden or unloaded, the moment
 * web-vitals reports its final values. A text body keeps the request CORS-safelisted (no preflight).
 */
export function createMetricsQueue(url: string, sendBeacon: SendBeacon) {
  let queued: FieldMetric[] = [];
  return {
    add(metric: Metric) {
      queued.push({
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        delta: metric.delta,
        id: metric.id,
        navigationType: metric.navigationType,
        path: window.location.pathname,
      });
    },
    flush() {
      if (queued.length === 0) return;
      sendBeacon(url, JSON.stringify(queued));
      queued = [];
    },
  };
}

/** A reporter that cannot be downloaded (the visitor went offline) costs the visitor nothing. */
function reportNothing(): void {}

function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(callback, 1);
  return () => globalThis.clearTimeout(handle);
}

/**
 * Reports LCP, INP, CLS, FCP and TTFB from this visit to `url`. The web-vitals library loads only
 * once the page is idle, so it never competes with the page's own start; it still sees metrics
 * that happened earlier (it reads them from the browser's buffered performance entries).
 * Returns a function that stops reporting.
 */
export function startFieldMetrics(url: string): () => void {
  const queue = createMetricsQueue(url, (target, body) => navigator.sendBeacon(target, body));
  let stopped = false;
  const flushWhenHidden = () => {
    if (document.visibilityState === "hidden") queue.flush();
  };
  const cancelIdle = whenIdle(() => {
    void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (stopped) return;
      for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(queue.add);
      // Added after web-vitals' own listeners, so its final values are queued before the flush.
      document.addEventListener("visibilitychange", flushWhenHidden);
      window.addEventListener("pagehide", queue.flush);
    }, reportNothing);
  });
  return () => {
    stopped = true;
    cancelIdle();
    document.removeEventListener("visibilitychange", flushWhenHidden);
    window.removeEventListener("pagehide", queue.flush);
  };
}
