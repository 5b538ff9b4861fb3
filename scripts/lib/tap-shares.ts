import type { TraceEvent } from "./bare-chromium.ts";

/*
 * A tapped page's share of each tap (bench:tap-answers --split). The benchmark's touches go over
 * the DevTools protocol, and Chromium holds each one until the renderer has committed its next
 * frame, with the touch's time set when the command came in (content/browser/devtools/protocol/
 * input_handler.cc: DispatchWebTouchEvent waits on InsertVisualStateCallback). A finger's touch
 * goes on at once, and waits only for the task then running on the page's main thread.
 */

/** An interaction's slowest event, as Event Timing timed it (page clock, milliseconds). */
export interface TimedTap {
  type: string;
  start: number;
  duration: number;
}

/** The mark the page sets as it starts, which lines its clock up with the trace's. */
export const CLOCK_MARK = "tap-bench-clock";

/**
 * Each tap's page share (`--split`): its duration less the protocol's hold on the touch behind it.
 * A pointerdown comes from the touch start, a pointerup or click from the touch end.
 */
export function pageShares(taps: TimedTap[], events: TraceEvent[], clockStart: number): number[] {
  const mark = events.find((event) => event.name === CLOCK_MARK);
  if (!mark) throw new Error(`The trace has no ${CLOCK_MARK} mark to line the clocks up with.`);
  const toPageMs = (ts: number) => (ts - mark.ts) / 1000 + clockStart;
  const tasks = events
    .filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.name === "RunTask")
    .map((event) => ({ start: toPageMs(event.ts), end: toPageMs(event.ts + (event.dur ?? 0)) }));
  // Without the main thread's tasks, every wait would count as the protocol's: shares too short.
  if (tasks.length === 0) throw new Error("The trace has none of the page's main-thread tasks.");
  const sent = (type: string) =>
    events
      .filter(
        (event) =>
          event.name === "InputRouterImpl::FilterAndSendWebInputEvent" && event.args?.type === type,
      )
      .map((event) => toPageMs(event.ts))
      .sort((a, b) => a - b);
  const touchStarts = sent("TouchStart");
  const touchEnds = sent("TouchEnd");
  // A touch's time and the trace's clock, lined up through the mark, can differ by a fraction of a ms.
  const SLACK_MS = 1;
  return taps.map(({ type, start, duration }) => {
    const sentAt = (type === "pointerdown" ? touchStarts : touchEnds).find(
      (at) => at >= start - SLACK_MS,
    );
    if (sentAt === undefined) return duration;
    const busyUntil = tasks.find((task) => task.start <= start && task.end > start)?.end ?? start;
    return duration - Math.max(0, sentAt - busyUntil);
  });
}
