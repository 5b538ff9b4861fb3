/**
 * Dead taps on the header's menu button: how long a visitor on a slow phone taps a button they can
 * see before it does anything. Serves the build with nginx and its generated config, loads every
 * page of every language in Chromium (with no inspector domain on: `lib/bare-chromium.ts` says why)
 * as a slow phone (150 ms round trips, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown, 390 x 844,
 * touch), taps the menu button every 100 ms from the moment it is first painted, and records the
 * first tap that opens the menu. Dead time is that tap's time minus the button's first paint.
 * Prints min / median / max per page and fails when, in any run, the menu is shown later than the
 * target after the button's paint.
 *
 *   npm run bench:dead-taps [-- --runs 5 --port 4181 --pages /k-youth,/ms/k-youth --skip-build]
 */
import { execSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { startNginx } from "#deploy/lib/nginx.ts";
import { type BareBrowser, launchBareChromium } from "./lib/bare-chromium.ts";
import { chromiumPath, chromiumVersion } from "./lib/chromium.ts";
import {
  benchOptions,
  CPU_SLOWDOWN,
  pagesToMeasure,
  PHONE,
  SLOW_NETWORK,
  spread,
} from "./lib/slow-phone.ts";
import { loadContent } from "#app/content/content-files.ts";
import { projectRoot as root } from "#deploy/lib/paths.ts";

const { values } = parseArgs({
  options: benchOptions(4181),
});
const runs = Number(values.runs);
const origin = `http://127.0.0.1:${values.port}`;

/** The menu is on screen within this of its button's first paint, however soon it is tapped. */
const TARGET_SHOWN_MS = 300;
const TAP_EVERY_MS = 100;
/** A run whose menu has not opened by then has failed (the page never came alive). */
const GIVE_UP_MS = 20_000;

const PAGES = pagesToMeasure(values.pages).map(({ path, language }) => ({
  path,
  header: loadContent(language, "ui").header,
}));

/** What the page reports, in milliseconds from the start of its navigation. */
interface Run {
  /** The first frame in which the menu button was visible. */
  painted: number;
  /** The tap that opened the menu (its click), and the frame that showed it open. */
  openingTap: number;
  opened: number;
  /** How many taps came before the one that worked. */
  deadTaps: number;
  /**
   * The first tap the page received after the paint. Later than the paint by more than the
   * tapping interval only when the machine kept the browser from taking taps sooner.
   */
  firstTap: number;
  /** The page's longest task running between the paint and the tap that opened the menu. */
  longestTask: number;
  /** When `html[data-hydrated]` appeared (scripts running), if it had by the time the menu opened. */
  hydrated: number | null;
}

/**
 * Runs in the page before its own code: watches for the menu button's first visible frame, counts
 * taps, and notes the click that opens the menu (popover or modal dialog, whichever it is), even
 * when a tap queued behind it closes it again before a frame shows it.
 */
function instrument({ buttonName, tapEveryMs }: { buttonName: string; tapEveryMs: number }) {
  const reports = window as unknown as { __painted: Promise<void>; __opened: Promise<Run> };
  let reportPainted = () => {};
  let reportOpened = (_run: Run) => {};
  reports.__painted = new Promise((resolve) => (reportPainted = resolve));
  reports.__opened = new Promise((resolve) => (reportOpened = resolve));
  const taps: number[] = [];
  let lastClick = Number.NaN;
  let seen = Number.NaN;
  let hydrated: number | null = null;
  let opened = false;
  const menuButton = () =>
    [...document.querySelectorAll("button")].find(
      (button) => button.textContent?.trim() === buttonName,
    );
  const menu = () => {
    const button = menuButton();
    const id = button?.getAttribute("popovertarget") ?? button?.getAttribute("aria-controls");
    return id ? document.getElementById(id) : null;
  };
  // The frame that first showed the button: the first contentful paint when it was visible by
  // then (the header is at the top of every page), else the frame it was first seen in.
  const paintedAt = () => {
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    return firstPaint !== undefined && firstPaint >= seen ? firstPaint : seen;
  };
  const noteOpened = () => {
    if (opened) return;
    opened = true;
    const openingTap = lastClick;
    requestAnimationFrame(() => {
      const painted = paintedAt();
      // Taps before the paint do not count: the visitor could not see the button yet.
      const onPainted = taps.filter((tap) => tap >= painted);
      const deadTaps = onPainted.filter((tap) => tap < openingTap - tapEveryMs / 2).length;
      const firstTap = onPainted[0] ?? openingTap;
      const longestTask = Math.max(
        0,
        ...longTasks
          .filter((task) => task.startTime + task.duration > painted && task.startTime < openingTap)
          .map((task) => task.duration),
      );
      reportOpened({
        painted,
        openingTap,
        opened: performance.now(),
        deadTaps,
        firstTap,
        longestTask,
        hydrated,
      });
    });
  };
  addEventListener("touchstart", (event) => taps.push(event.timeStamp), {
    capture: true,
    passive: true,
  });
  addEventListener("click", (event) => (lastClick = event.timeStamp), true);
  // A popover and, in Chromium, a dialog say so as they start to open, in the tap's own task. The
  // `toggle` after it comes later and is merged away when a second tap, queued behind the first,
  // closes the menu again (its close button sits where the menu button is).
  addEventListener(
    "beforetoggle",
    (event) => {
      if ((event as ToggleEvent).newState === "open" && event.target === menu()) noteOpened();
    },
    true,
  );
  new MutationObserver(() => {
    if (hydrated === null && document.documentElement.hasAttribute("data-hydrated")) {
      hydrated = performance.now();
    }
    if (menu()?.hasAttribute("open")) noteOpened();
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["open", "data-hydrated"],
  });
  const longTasks: PerformanceEntry[] = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({
    type: "longtask",
    buffered: true,
  });
  // Tapping starts with the frame that draws the button, a little before it is on screen.
  const watchPaint = () => {
    if (menuButton()?.checkVisibility()) {
      seen = performance.now();
      reportPainted();
      return;
    }
    requestAnimationFrame(watchPaint);
  };
  requestAnimationFrame(watchPaint);
}

/** `work`, or nothing once `ms` have passed: a browser starved by the machine must not stop the run. */
const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work.catch(() => undefined), new Promise((settle) => setTimeout(settle, ms))]);

async function measureOnce(browser: BareBrowser, path: string, buttonName: string) {
  const page = await browser.newPage(PHONE);
  await page.send("Network.enable");
  await page.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  await page.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Sent without waiting for the browser to take each one, as fingers do: a tap it holds back
  // (before its first paint, or behind a long task) does not hold back the next.
  const tapAt = (point: { x: number; y: number }) => {
    const touch = (type: "touchStart" | "touchEnd", touchPoints: { x: number; y: number }[]) =>
      page.send("Input.dispatchTouchEvent", { type, touchPoints }).catch(() => undefined);
    void touch("touchStart", [point]);
    void touch("touchEnd", []);
  };

  await page.addInitScript(
    `(${instrument.toString()})(${JSON.stringify({ buttonName, tapEveryMs: TAP_EVERY_MS })})`,
  );

  const box = BUTTON_CENTRES.get(path);
  if (!box) throw new Error(`No menu button position for ${path}`);
  let done = false;
  const timeout = setTimeout(() => (done = true), GIVE_UP_MS);
  await page.goto(`${origin}${path}`);
  const painted = page.evaluate("window.__painted").catch(() => null);
  const opened = page.evaluate<Run>("window.__opened").catch(() => null);
  await Promise.race([painted, new Promise((settle) => setTimeout(settle, GIVE_UP_MS))]);
  void opened.then(() => (done = true));
  // Taps on a fixed grid from the frame that draws the button.
  const start = Date.now();
  for (let tap = 0; !done; tap += 1) {
    tapAt(box);
    const next = start + (tap + 1) * TAP_EVERY_MS;
    await new Promise((settle) => setTimeout(settle, Math.max(0, next - Date.now())));
  }
  clearTimeout(timeout);
  const run = await Promise.race([
    opened,
    new Promise<null>((settle) => setTimeout(settle, 100, null)),
  ]);
  await within(GIVE_UP_MS, page.close());
  return run;
}

/** Where each page's menu button is, from one unthrottled load (the header does not move). */
const BUTTON_CENTRES = new Map<string, { x: number; y: number }>();

async function findButtons(browser: BareBrowser) {
  const page = await browser.newPage(PHONE);
  for (const { path, header } of PAGES) {
    await page.goto(`${origin}${path}`);
    const centre = await page.evaluate<{ x: number; y: number } | null>(`new Promise((loaded) => {
      if (document.readyState === "complete") loaded();
      else addEventListener("load", loaded);
    }).then(() => {
      const button = [...document.querySelectorAll("button")].find(
        (button) => button.textContent.trim() === ${JSON.stringify(header.openMenu)},
      );
      const box = button?.checkVisibility() ? button.getBoundingClientRect() : null;
      return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })`);
    if (!centre) throw new Error(`No visible menu button on ${path}`);
    BUTTON_CENTRES.set(path, centre);
  }
  await page.close();
}

if (!values["skip-build"]) execSync("npm run build", { cwd: root, stdio: "inherit" });
const loadBefore = loadavg();
const nginx = await startNginx(Number(values.port));
const browser = await launchBareChromium();
const rows: string[] = [];
let failed = false;
try {
  await findButtons(browser);
  for (const { path, header } of PAGES) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A fresh browser context each time: nothing cached from the run before.
      const result = await measureOnce(browser, path, header.openMenu);
      if (!result) {
        console.error(`${path}: the menu did not open within ${GIVE_UP_MS / 1000} s`);
        failed = true;
        continue;
      }
      const dead = Math.max(0, result.openingTap - result.painted);
      if (result.opened - result.painted > TARGET_SHOWN_MS) failed = true;
      results.push(result);
      console.log(
        `${path} run ${run + 1}: painted ${Math.round(result.painted)} ms, opening tap ${Math.round(result.openingTap)} ms, open ${Math.round(result.opened)} ms, dead ${Math.round(dead)} ms (${result.deadTaps} taps in vain, the first taken ${Math.round(result.firstTap - result.painted)} ms after the paint; longest task meanwhile ${Math.round(result.longestTask)} ms), hydrated ${result.hydrated === null ? "not yet" : `${Math.round(result.hydrated)} ms`}`,
      );
    }
    rows.push(
      `| ${path} | ${spread(results.map((run) => Math.max(0, run.openingTap - run.painted)))} | ${spread(results.map((run) => run.painted))} | ${spread(results.map((run) => run.opened - run.painted))} | ${spread(results.map((run) => run.deadTaps))} | ${spread(results.map((run) => run.firstTap - run.painted))} | ${spread(results.map((run) => run.longestTask))} |`,
    );
  }
} finally {
  await browser.close();
  await nginx.stop();
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM`;
const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(" ");
console.log(`
| Page | Dead ms | Button painted ms | Paint to menu shown ms | Taps in vain | First tap taken ms | Longest task ms |
|---|---|---|---|---|---|---|
${rows.join("\n")}

${chromiumVersion()} (${chromiumPath}), ${machine}, Node ${process.version}, nginx; min / median / max of ${runs} runs each; load average before ${load(loadBefore)}, after ${load(loadavg())}; ${new Date().toISOString().slice(0, 10)}`);
if (failed) {
  console.error(`A menu took more than ${TARGET_SHOWN_MS} ms from its button's paint to show.`);
  process.exitCode = 1;
}
