import type { TraceEvent } from "./bare-chromium.ts";

/**
 * What a main-thread task of a trace spent its time on, for the timing benchmarks: the outermost
 * kinds of work below `RunTask` that say what the page or the browser did (a script, a style
 * recalculation, a layout, an input event), by name.
 */
const WORK_KINDS = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "RunMicrotasks",
  "v8.run",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "ParseHTML",
  "EventDispatch",
  "v8.compile",
  "V8.GC_SCAVENGER",
  "MajorGC",
  "MinorGC",
  "HitTest",
  "UpdateLayerTree",
]);

/** The script file a function came from, short: `chunk-abc123.js` or `(inline)`. */
export const fileOf = (url = "") =>
  url
    .split("/")
    .at(-1)
    ?.replace(/-[\w-]{8}\.js$/, ".js") || "(native)";

/** The kind of work an event is, with its script file if it ran one; null for other events. */
export function workOf(event: TraceEvent): string | null {
  if (event.ph !== "X" || !WORK_KINDS.has(event.name)) return null;
  const url = event.args?.data?.url;
  return url ? `${event.name}(${fileOf(url)})` : event.name;
}

export const add = (map: Map<string, number>, key: string, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);

/** The heaviest `count` entries of a map of milliseconds, as `name 12, other 8`. */
export const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(", ");
