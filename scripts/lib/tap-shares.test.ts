import { describe, expect, it } from "vitest";
import type { TraceEvent } from "./bare-chromium.ts";
import { CLOCK_MARK, pageShares, slowTapAccounts } from "./tap-shares.ts";

const PAGE = { pid: 7, tid: 1 };
const BROWSER = { pid: 3, tid: 3 };
/** The page's clock read 100 ms when the trace's read 1 s: page ms = trace µs / 1000 - 900. */
const CLOCK_START = 100;
const at = (pageMs: number) => (pageMs + 900) * 1000;

const event = (name: string, pageMs: number, rest: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: "test",
  ph: "X",
  ts: at(pageMs),
  ...PAGE,
  ...rest,
});

const sent = (type: string, pageMs: number) =>
  event("InputRouterImpl::FilterAndSendWebInputEvent", pageMs, { ...BROWSER, args: { type } });

const trace = [
  event(CLOCK_MARK, CLOCK_START, { ph: "R" }),
  // The page's main thread is busy from 200 to 260 ms, mostly laying out.
  event("RunTask", 200, { dur: 60_000 }),
  event("Layout", 210, { dur: 40_000 }),
  event("FunctionCall", 252, {
    dur: 6_000,
    args: { data: { url: "http://x/assets/entry.client-DTsU_LX5.js" } },
  }),
  // Another thread's task, which no touch waits for.
  event("RunTask", 100, { dur: 500_000, tid: 2 }),
  sent("TouchStart", 300),
  sent("TouchEnd", 310),
];

describe("a tapped page's share of each tap", () => {
  it("takes out the time the protocol held the touch after the page's running task", () => {
    // Touched at 250, mid-task: a finger's touch waits until 260, the protocol's until 300.
    expect(
      pageShares([{ type: "pointerdown", start: 250, duration: 120 }], trace, CLOCK_START),
    ).toEqual([80]);
  });

  it("takes the whole hold out when the page was idle at the touch", () => {
    expect(pageShares([{ type: "click", start: 280, duration: 100 }], trace, CLOCK_START)).toEqual([
      70,
    ]);
  });

  it("leaves a tap whole when no touch was sent on after it", () => {
    expect(pageShares([{ type: "click", start: 400, duration: 48 }], trace, CLOCK_START)).toEqual([
      48,
    ]);
  });

  it("refuses a trace it cannot read, rather than report shares too short", () => {
    const tap = [{ type: "click", start: 280, duration: 100 }];
    expect(() => pageShares(tap, trace.slice(1), CLOCK_START)).toThrow(CLOCK_MARK);
    const withoutTasks = trace.filter(({ name }) => name !== "RunTask");
    expect(() => pageShares(tap, withoutTasks, CLOCK_START)).toThrow("main-thread tasks");
  });
});

describe("the account of a slow tap", () => {
  it("names the protocol's hold and the page's tasks from the touch to the answer", () => {
    const taps = [
      { type: "pointerdown", start: 250, duration: 220 },
      { type: "click", start: 400, duration: 48 },
    ];
    expect(slowTapAccounts(taps, trace, CLOCK_START, 200)).toEqual([
      "pointerdown at 250 ms, 220 ms: protocol's hold 40 ms; tasks -50 ms: 60 ms (Layout 40, FunctionCall(entry.client.js) 6)",
    ]);
  });

  it("says so when no task of the page's was of note", () => {
    const taps = [{ type: "click", start: 280, duration: 210 }];
    expect(slowTapAccounts(taps, trace, CLOCK_START, 200)).toEqual([
      "click at 280 ms, 210 ms: protocol's hold 30 ms; tasks none",
    ]);
  });
});
