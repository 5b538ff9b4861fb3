/**
 * Where a page's long tasks come from while it comes alive: serves the build with nginx, loads each
 * page in Chromium over slow 4G (with no inspector domain on: `lib/bare-chromium.ts` says why), so
 * the page is still being read after its first paint, as on a phone; records a trace from the first
 * contentful paint until the page has been hydrated and quiet for a while, and names for every task
 * that would be over 50 ms on a phone 4x slower than this machine (in a run without one, for its
 * longest task) what it spent its time on: the trace's own events (script evaluation, style,
 * layout, paint), printed under its run; `--detail`
 * adds the sum over all tasks and the part of the page each layout step laid out
 * (app/lib/layout-steps.ts). `--profile` adds V8's sampling profiler and the JavaScript functions
 * it sampled most; its runs are not measurements (V8 then compiles every function with its source
 * positions).
 *
 * Beside the long tasks it sums, per run, the part of the main thread's time after the first paint
 * that blocks input (each task's time beyond 50 ms: Total Blocking Time as Lighthouse counts it,
 * without its simulation), and its work from the first paint until the page has hydrated, so that
 * a change that makes the page lighter shows even when no task is over 50 ms before or after it.
 * It fails when any run has a task over 50 ms on the slow phone (but with `--profile`).
 *
 * A task's length on the slow phone is the main thread's own CPU time in it times the slowdown:
 * on a machine shared with other work, wall time mostly measures the others (a task waits for a
 * core), and Chromium's emulated slowdown pauses the thread in ways its CPU time does not show.
 *
 *   npm run bench:long-tasks [-- --runs 5 --port 4182 --pages /k-youth,/ms/k-youth#faq --skip-build --detail --profile]
 */
import { execSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { startNginx } from "#deploy/lib/nginx.ts";
import { LAYOUT_STEPS } from "#app/lib/layout-steps.ts";
import { projectRoot as root } from "#deploy/lib/paths.ts";
import { launchBareChromium, type TraceEvent } from "./lib/bare-chromium.ts";
import { chromiumPath, chromiumVersion } from "./lib/chromium.ts";
import { add, fileOf, top, workOf } from "./lib/task-work.ts";
import {
  benchOptions,
  CPU_SLOWDOWN,
  LONG_TASK_MS,
  pagesToMeasure,
  PHONE,
  SLOW_NETWORK,
  spread,
} from "./lib/slow-phone.ts";

const { values } = parseArgs({
  options: {
    ...benchOptions(4182),
    detail: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const origin = `http://127.0.0.1:${values.port}`;
/** Quiet time after hydration that counts as the end of it (deferred sections hydrate in it). */
const SETTLE_MS = 3000;

const PAGES = pagesToMeasure(values.pages).map(({ path }) => path);

/** What one task after the first paint did, from the trace. */
interface LongTask {
  start: number;
  duration: number;
  /** The main thread's CPU time in the task, times the slowdown: its length on the slow phone. */
  slowPhoneDuration: number;
  /** Milliseconds per trace event kind directly inside the task (EvaluateScript, Layout, …). */
  kinds: Map<string, number>;
  /** Milliseconds per sampled JavaScript function (self time), the heaviest first. */
  functions: Map<string, number>;
  /** The parts of the page laid out in the task, by id (`--detail`: app/lib/layout-steps.ts). */
  layoutSteps: string[];
}

/** The mark `--detail` sets as each part of a long page is laid out in its step. */
const LAYOUT_STEP_MARK = "layout step: ";

/** The page's main thread in the trace, and its tasks that end after the first contentful paint. */
function mainThreadOf(events: TraceEvent[]) {
  // The renderer's main thread is the one that ran the first contentful paint's mark.
  const paintMarks = events.filter((event) => event.name === "firstContentfulPaint");
  const paintMark = paintMarks[0];
  // Without it, or with another page's, no task would be found: a run that could not fail.
  if (!paintMark || paintMarks.some(({ pid }) => pid !== paintMark.pid)) {
    throw new Error(
      `The trace has ${paintMarks.length} first contentful paints, not the page's one.`,
    );
  }
  const { pid, tid, ts: firstPaint } = paintMark;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  const tasksAfterPaint = onMain.filter(
    (event) => event.name === "RunTask" && event.ts + (event.dur ?? 0) > firstPaint,
  );
  return { pid, firstPaint, onMain, tasksAfterPaint };
}

/** A task's length on the slow phone, in ms: its CPU time on this machine times the slowdown. */
const onSlowPhone = (task: TraceEvent) => ((task.tdur ?? 0) * CPU_SLOWDOWN) / 1000;

/**
 * The tasks on the page's main thread from its first contentful paint on that are longer than
 * `minimumMs` on the slow phone, with what each spent its time on.
 */
function tasksAfterPaintOf(events: TraceEvent[], minimumMs: number): LongTask[] {
  const { pid, firstPaint, onMain, tasksAfterPaint } = mainThreadOf(events);
  const tasks = tasksAfterPaint
    .filter((event) => onSlowPhone(event) > minimumMs)
    .map((event) => ({
      event,
      kinds: new Map<string, number>(),
      functions: new Map<string, number>(),
    }));
  const within = (event: TraceEvent) =>
    tasks.find(({ event: task }) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0));
  for (const event of onMain) {
    const work = workOf(event);
    const task = work ? within(event) : undefined;
    if (work && task) add(task.kinds, work, (event.dur ?? 0) / 1000);
  }
  // The sampling profiler's chunks, on the same clock.
  const profile = events.find((event) => event.name === "Profile" && event.pid === pid);
  let time = profile?.args?.data?.startTime ?? 0;
  const nodes = new Map<number, { functionName: string; url: string }>();
  for (const chunk of events.filter(
    (event) => event.name === "ProfileChunk" && event.pid === pid,
  )) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, index) => {
      const delta = deltas[index] ?? 0;
      time += delta;
      const task = tasks.find(
        ({ event }) => time >= event.ts && time < event.ts + (event.dur ?? 0),
      );
      const frame = nodes.get(id);
      if (!task || !frame || delta <= 0) return;
      const name = frame.functionName || "(anonymous)";
      if (name === "(idle)" || name === "(program)") return;
      add(task.functions, `${name}@${fileOf(frame.url)}`, delta / 1000);
    });
  }
  const stepMarks = events.filter(
    (event) => event.pid === pid && event.name.startsWith(LAYOUT_STEP_MARK),
  );
  return tasks.map(({ event, kinds: taskKinds, functions }) => ({
    start: (event.ts - firstPaint) / 1000,
    duration: (event.dur ?? 0) / 1000,
    slowPhoneDuration: onSlowPhone(event),
    kinds: taskKinds,
    functions,
    layoutSteps: stepMarks
      .filter((mark) => mark.ts >= event.ts && mark.ts < event.ts + (event.dur ?? 0))
      .map((mark) => mark.name.slice(LAYOUT_STEP_MARK.length)),
  }));
}

if (!values["skip-build"]) execSync("npm run build", { cwd: root, stdio: "inherit" });
const loadBefore = loadavg();
const nginx = await startNginx(Number(values.port));
const browser = await launchBareChromium();
const rows: string[] = [];
/** The runs with a task over the limit, by page and run. */
const runsOverLimit: string[] = [];
try {
  for (const path of PAGES) {
    const longestOnPhone: number[] = [];
    const counts: number[] = [];
    const hydratedAt: number[] = [];
    const work: number[] = [];
    const blocking: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage(PHONE);
      await page.send("Network.enable");
      await page.send("Network.emulateNetworkConditions", SLOW_NETWORK);
      await page.addInitScript(`new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        performance.mark("hydrated");
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });`);
      if (values.detail) {
        // Names the part each layout step lays out; a mutation callback of well under a millisecond.
        await page.addInitScript(`new MutationObserver((records) => {
          for (const { target } of records) {
            if (target.hasAttribute(${JSON.stringify(LAYOUT_STEPS.laidOut)})) {
              performance.mark(${JSON.stringify(LAYOUT_STEP_MARK)} + (target.id || target.querySelector("[id]")?.id || target.tagName));
            }
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: [${JSON.stringify(LAYOUT_STEPS.laidOut)}] });`);
      }
      const stopTracing = await browser.startTracing([
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "loading",
        "blink.user_timing",
        ...(values.profile ? ["v8.execute", "disabled-by-default-v8.cpu_profiler"] : []),
      ]);
      await page.goto(`${origin}${path}`);
      // One evaluation that waits in the page, rather than polling, which runs tasks of its own.
      await page.evaluate(`new Promise((hydrated) => {
        if (performance.getEntriesByName("hydrated").length > 0) return hydrated();
        new PerformanceObserver(() => hydrated()).observe({ type: "mark" });
      })`);
      await new Promise((settle) => setTimeout(settle, SETTLE_MS));
      const timing = await page.evaluate<{ firstPaint: number; hydrated: number | null }>(`({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        hydrated: performance.getEntriesByName("hydrated")[0]?.startTime ?? null,
      })`);
      const events = await stopTracing();
      const { hydrated } = timing;
      const allTasks = tasksAfterPaintOf(events, 0);
      const tasks = allTasks.filter((task) => task.slowPhoneDuration > LONG_TASK_MS);
      // The work that brings the page alive, without the quiet time after it, whose timers and
      // frames vary from run to run more than the page's own work does.
      const untilHydrated =
        hydrated === null
          ? allTasks
          : allTasks.filter((task) => task.start < hydrated - timing.firstPaint);
      // Total Blocking Time as Lighthouse counts it, on the page's own CPU time.
      const runTotals = {
        work: untilHydrated.reduce((sum, task) => sum + task.slowPhoneDuration, 0),
        blocking: allTasks.reduce(
          (sum, task) => sum + Math.max(0, task.slowPhoneDuration - LONG_TASK_MS),
          0,
        ),
      };
      work.push(runTotals.work);
      blocking.push(runTotals.blocking);
      // The longest of all, not only of those over 50 ms: how far below the limit the page stays.
      const longest = allTasks.reduce<LongTask | undefined>(
        (found, task) => (task.slowPhoneDuration > (found?.slowPhoneDuration ?? 0) ? task : found),
        undefined,
      );
      longestOnPhone.push(longest?.slowPhoneDuration ?? 0);
      counts.push(tasks.length);
      if (tasks.length > 0) runsOverLimit.push(`${path} run ${run + 1}`);
      if (hydrated !== null) hydratedAt.push(hydrated - timing.firstPaint);
      console.log(
        `${path} run ${run + 1}: ${tasks.length} tasks over ${LONG_TASK_MS} ms (at ${CPU_SLOWDOWN}x) after the first paint, longest ${Math.round(longestOnPhone.at(-1) ?? 0)} ms; blocking ${Math.round(runTotals.blocking)} ms; work until hydrated ${Math.round(runTotals.work)} ms`,
      );
      if (values.detail) {
        const allKinds = new Map<string, number>();
        for (const task of allTasks) {
          for (const [kind, ms] of task.kinds) add(allKinds, kind, ms * CPU_SLOWDOWN);
        }
        console.log(
          `  all ${allTasks.length} tasks, wall time × ${CPU_SLOWDOWN}: ${top(allKinds, 10)}`,
        );
      }
      // Every long task says what it did, in every series: a rare one may not come again. Without
      // one, the longest does: what the page would go over the limit with first.
      const described = tasks.length > 0 ? tasks : longest ? [longest] : [];
      const label = tasks.length > 0 ? "" : "longest, ";
      for (const task of described) {
        console.log(
          `  ${label}+${Math.round(task.start)} ms, ${Math.round(task.slowPhoneDuration)} ms (wall ${Math.round(task.duration)} ms here): ${top(task.kinds, 6)}${task.layoutSteps.length ? `; laid out: ${task.layoutSteps.join(", ")}` : ""}${values.profile ? `\n    JS: ${top(task.functions, 8)}` : ""}`,
        );
      }
      await page.close();
    }
    rows.push(
      `| ${path} | ${spread(longestOnPhone)} | ${spread(counts)} | ${spread(blocking)} | ${spread(work)} | ${hydratedAt.length ? spread(hydratedAt) : "-"} |`,
    );
  }
} finally {
  await browser.close();
  await nginx.stop();
}
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM`;
const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(" ");
console.log(`
| Page | Longest task after first paint ms | Tasks over ${LONG_TASK_MS} ms | Blocking time ms | Work until hydrated ms | Paint to hydrated ms (here) |
|---|---|---|---|---|---|
${rows.join("\n")}

${chromiumVersion()} (${chromiumPath}), ${machine}, task lengths are the main thread's CPU time × ${CPU_SLOWDOWN} (a phone ${CPU_SLOWDOWN}x slower), slow 4G (${SLOW_NETWORK.latency} ms round trips); min / median / max of ${runs} runs each${values.profile ? ", PROFILED: not a measurement" : ""}; load average before ${load(loadBefore)}, after ${load(loadavg())}; ${new Date().toISOString().slice(0, 10)}`);
if (runsOverLimit.length > 0 && !values.profile) {
  console.error(
    `Tasks over ${LONG_TASK_MS} ms (at ${CPU_SLOWDOWN}x) after the first paint in ${runsOverLimit.join(", ")}`,
  );
  process.exitCode = 1;
}
