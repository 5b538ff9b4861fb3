import type { TraceEvent } from "./bare-chromium.ts";
import { add, top, workOf } from "./task-work.ts";

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

/** The page's main thread in a run's trace, on the page's clock (milliseconds). */
function pageTimeline(events: TraceEvent[], clockStart: number) {
  const mark = events.find((event) => event.name === CLOCK_MARK);
  if (!mark) throw new Error(`The trace has no ${CLOCK_MARK} mark to line the clocks up with.`);
  const toPageMs = (ts: number) => (ts - mark.ts) / 1000 + clockStart;
  const onMain = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid);
  const tasks = onMain
    .filter((event) => event.name === "RunTask")
    .map((event) => ({
      event,
      start: toPageMs(event.ts),
      end: toPageMs(event.ts + (event.dur ?? 0)),
    }));
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
  /** How long the protocol held the touch behind a tap beyond the page's task then running. */
  const holdOf = ({ type, start }: TimedTap) => {
    const sentAt = (type === "pointerdown" ? touchStarts : touchEnds).find(
      (at) => at >= start - SLACK_MS,
    );
    if (sentAt === undefined) return 0;
    const busyUntil = tasks.find((task) => task.start <= start && task.end > start)?.end ?? start;
    return Math.max(0, sentAt - busyUntil);
  };
  return { onMain, tasks, holdOf };
}

/**
 * Each tap's page share (`--split`): its duration less the protocol's hold on the touch behind it.
 * A pointerdown comes from the touch start, a pointerup or click from the touch end.
 */
export function pageShares(taps: TimedTap[], events: TraceEvent[], clockStart: number): number[] {
  const { holdOf } = pageTimeline(events, clockStart);
  return taps.map((tap) => tap.duration - holdOf(tap));
}

/** A task shorter than this is left out of a slow tap's account: a frame's routine work. */
const NOTABLE_TASK_MS = 8;

/**
 * What each tap over `targetMs` waited for (`--split`): the protocol's hold, and the page's
 * main-thread tasks of note from the touch to the tap's answer, each with its start (from the
 * touch), its length and what it spent its time on. One line per tap, for finding what a miss
 * came from.
 */
export function slowTapAccounts(
  taps: TimedTap[],
  events: TraceEvent[],
  clockStart: number,
  targetMs: number,
): string[] {
  const { onMain, tasks, holdOf } = pageTimeline(events, clockStart);
  return taps
    .filter((tap) => tap.duration > targetMs)
    .map((tap) => {
      const end = tap.start + tap.duration;
      const during = tasks.filter(
        (task) =>
          task.end > tap.start && task.start < end && task.end - task.start >= NOTABLE_TASK_MS,
      );
      const account = during.map(({ event, start, end: taskEnd }) => {
        const work = new Map<string, number>();
        for (const inner of onMain) {
          const kind =
            inner.ts >= event.ts && inner.ts < event.ts + (event.dur ?? 0) && workOf(inner);
          if (kind) add(work, kind, (inner.dur ?? 0) / 1000);
        }
        const from = Math.round(start - tap.start);
        return `${from >= 0 ? "+" : ""}${from} ms: ${Math.round(taskEnd - start)} ms (${top(work, 4)})`;
      });
      return `${tap.type} at ${Math.round(tap.start)} ms, ${Math.round(tap.duration)} ms: protocol's hold ${Math.round(holdOf(tap))} ms; tasks ${account.join("; ") || "none"}`;
    });
}
