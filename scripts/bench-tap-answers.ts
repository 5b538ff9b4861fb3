/**
 * How long a visitor on a slow phone waits for a tap's answer while the page comes alive: serves
 * the build with nginx, loads a page in Chromium (with no inspector domain on, and with a window:
 * `lib/bare-chromium.ts` says why) as the slow phone of bench:dead-taps (150 ms round trips,
 * 1.6 Mbps down, 4x CPU slowdown, 390 x 844, touch), and taps one control every `TAP_EVERY_MS`
 * from the moment the frame that first shows it is on screen, through hydration. The page itself
 * times each tap with the Event Timing API: an interaction's duration runs from the touch to the
 * next frame painted after its handlers (what Interaction to Next Paint is made of). Controls: the
 * menu button, a FAQ question, the eligibility check's Start and the contact form's Send, in each
 * language. Fails when any tap of any run takes longer than the target.
 *
 * The touches are sent over the DevTools protocol, and Chromium holds each one until the renderer
 * has committed its next frame, having set the touch's time when the command came in: a wait no
 * finger's touch has, which Event Timing counts as the page's input delay. `--split` records a
 * trace beside each run and takes that hold out of each tap: from the touch's time, or from the
 * end of the task then running on the page's main thread (which a finger's touch waits for too),
 * to the moment the browser sent the touch on. What is left is the page's share of the tap. Traced
 * runs are slower than plain ones, so the share is if anything too long. For each tap over the
 * target it also prints that hold and the page's tasks from the touch to the answer, with what
 * each did: what a miss came from. `--mouse` sends each tap as a mouse click instead, which the
 * protocol does not hold: a second measure of the page's share, without a trace, though not a tap
 * (no touch events, no gesture to recognise).
 *
 * Beside them, the floor: a trivial page holding one disclosure, tapped the same way. What it takes
 * is what this machine's browser needs to draw any answer on the slow phone, which the page cannot
 * go below; it varies from one machine to another as much as the pages do (2-4x between two
 * machines with the same Chromium), so the table is read against it.
 *
 * `--settled` taps only once the page has been hydrated and laid out whole for a while: what a
 * visitor who taps later waits, the page's own work done.
 *
 *   npm run bench:tap-answers [-- --runs 5 --port 4183 --pages /contact-us,/ms/contact-us --skip-build --split --settled --mouse]
 */
import { execSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { loadContent } from "#app/content/content-files.ts";
import { HYDRATED_ATTRIBUTE } from "#app/lib/before-hydration.ts";
import { FAQ_SECTION_ID } from "#app/lib/faq-location.ts";
import { LAYOUT_STEPS } from "#app/lib/layout-steps.ts";
import { languages, localizedPage } from "#app/site-manifest.ts";
import { startNginx } from "#deploy/lib/nginx.ts";
import { projectRoot as root } from "#deploy/lib/paths.ts";
import { type BareBrowser, type BarePage, launchBareChromium } from "./lib/bare-chromium.ts";
import { chromiumPath, chromiumVersion } from "./lib/chromium.ts";
import { removeMeasuringAids, writeMeasuringAid } from "./lib/measuring-aids.ts";
import { benchOptions, CPU_SLOWDOWN, PHONE, SLOW_NETWORK, spread } from "./lib/slow-phone.ts";
import { CLOCK_MARK, pageShares, slowTapAccounts, type TimedTap } from "./lib/tap-shares.ts";

const { values } = parseArgs({
  options: {
    ...benchOptions(4183),
    split: { type: "boolean", default: false },
    settled: { type: "boolean", default: false },
    mouse: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const origin = `http://127.0.0.1:${values.port}`;

/** Google's "good" Interaction to Next Paint: every tap is answered within it. */
const TARGET_TAP_MS = 200;
const TAP_EVERY_MS = 250;
/** Taps per run: from the control's first frame through the page's hydration. */
const TAPS = 12;
const GIVE_UP_MS = 20_000;
/** With `--settled`, how long the page has been hydrated and laid out before the first tap. */
const SETTLED_FOR_MS = 2000;

/** A control a visitor taps, found in the page by its element and its words. */
interface Control {
  name: string;
  path: string;
  selector: string;
  text: string;
}

const CONTROLS: Control[] = languages.flatMap((language) => {
  const ui = loadContent(language, "ui");
  const faq = loadContent(language, "faq");
  const eligibility = loadContent(language, "eligibility");
  const programme = localizedPage("programme", language).path;
  // The first question, in view under the section's tabs when the page opens at the FAQ (the
  // browser keeps the section's top in place while the page above it loads). Taps close and open it.
  const question = faq.tabs[0]?.items[0]?.title ?? "";
  return [
    { name: "menu", path: programme, selector: "header button", text: ui.header.openMenu },
    {
      name: "FAQ question",
      path: `${programme}#${FAQ_SECTION_ID}`,
      selector: "summary",
      text: question,
    },
    {
      name: "eligibility Start",
      path: localizedPage("eligibility", language).path,
      selector: "button",
      text: eligibility.intro.start,
    },
    {
      // Send, or "Continue in your email app" in a build without an email provider.
      name: "contact Send",
      path: localizedPage("contact", language).path,
      selector: 'form button[type="submit"]',
      text: "",
    },
  ];
});

/** The least an answered tap can be: no CSS, no script, one native disclosure. */
const FLOOR_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><details><summary>Floor</summary><p>What a tap opens.</p></details></body></html>`;
const FLOOR: Control = {
  name: "trivial page (floor)",
  path: "/__floor-tap.html",
  selector: "summary",
  text: "Floor",
};

/**
 * Runs in the page before its own code: brings the control into view as soon as it is parsed (as
 * a link to it would), reports where it is once a frame shows it, keeps every interaction's
 * Event Timing duration, and counts the clicks that reached the control: a page that moves the
 * control after showing it has the taps land on something else, which times that instead.
 */
function instrument({
  selector,
  text,
  clockMark,
}: {
  selector: string;
  text: string;
  clockMark: string;
}) {
  // Where the page's clock stands in a trace (`--split`).
  performance.mark(clockMark);
  let report = (_painted: Painted) => {};
  (window as unknown as { __painted: Promise<Painted> }).__painted = new Promise(
    (resolve) => (report = resolve),
  );
  const slowest = new Map<number, TimedTap>();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const known = slowest.get(entry.interactionId);
      if (known && known.duration >= entry.duration) continue;
      slowest.set(entry.interactionId, {
        type: entry.name,
        start: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const isControl = (element: Element | null) => !!element?.textContent?.trim().includes(text);
  const find = () => [...document.querySelectorAll<HTMLElement>(selector)].find(isControl);
  // At the click, as a control can be gone afterwards (Start gives way to the first question); a
  // tap held until hydration is clicked again by the page (app/lib/early-taps.ts), untrusted.
  let onControl = 0;
  addEventListener(
    "click",
    (event) => {
      if (!event.isTrusted) return;
      if (event.target instanceof Element && isControl(event.target.closest(selector))) {
        onControl += 1;
      }
    },
    { capture: true },
  );
  (window as unknown as { __where: () => Painted | null }).__where = () => {
    const box = find()?.getBoundingClientRect();
    return box
      ? { x: box.x + box.width / 2, y: box.y + box.height / 2, at: performance.now() }
      : null;
  };
  (window as unknown as { __tapped: () => Tapped }).__tapped = () => ({
    taps: [...slowest.values()],
    onControl,
    clockStart: performance.getEntriesByName(clockMark)[0]?.startTime ?? 0,
  });
  // A visitor taps what is on screen: the frame that draws the control has been presented once a
  // later frame begins and the first contentful paint has been reported. A tap sent from the
  // animation frame that draws it would land before that frame is shown.
  let drawn = false;
  const onScreen = () => drawn && performance.getEntriesByName("first-contentful-paint").length > 0;
  const watch = () => {
    const control = find();
    if (control?.checkVisibility()) {
      const box = control.getBoundingClientRect();
      // Until it stays in view: the page above it can still grow while it loads. A page opened
      // at a fragment is the browser's to scroll: it keeps the fragment in view while the page
      // loads, and would take the control away from a position this script scrolled it to.
      if (box.top < 0 || box.bottom > innerHeight) {
        if (!location.hash) control.scrollIntoView({ block: "center" });
        drawn = false;
      } else if (box.width > 0) {
        if (onScreen()) {
          report({
            x: box.x + box.width / 2,
            y: box.y + box.height / 2,
            at: performance.now(),
          });
          return;
        }
        drawn = true;
      }
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

interface Painted {
  x: number;
  y: number;
  at: number;
}

/** What the page kept of a run's taps, read once at its end. */
interface Tapped {
  taps: TimedTap[];
  /** The trusted clicks that reached the control. */
  onControl: number;
  /** The page's clock at the mark it set as it started, for lining it up with a trace. */
  clockStart: number;
}

/**
 * Where the control is once the page has loaded, been hydrated (a page without scripts, the floor,
 * is not) and laid out whole, and then `SETTLED_FOR_MS` have passed.
 */
async function settledPoint(page: BarePage, control: Control): Promise<Painted> {
  const root = "document.documentElement";
  const done = [
    `document.readyState === "complete"`,
    `(${root}.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)}) || document.scripts.length === 0)`,
    `!${root}.hasAttribute(${JSON.stringify(LAYOUT_STEPS.layingOut)})`,
  ].join(" && ");
  const giveUp = Date.now() + GIVE_UP_MS;
  while (!(await page.evaluate<boolean>(done))) {
    if (Date.now() > giveUp) throw new Error(`${control.path} was never hydrated and laid out`);
    await new Promise((settle) => setTimeout(settle, TAP_EVERY_MS));
  }
  await new Promise((settle) => setTimeout(settle, SETTLED_FOR_MS));
  const point = await page.evaluate<Painted | null>("window.__where()");
  if (!point) throw new Error(`${control.name} on ${control.path} is gone once settled`);
  return point;
}

async function measureOnce(browser: BareBrowser, control: Control) {
  const page = await browser.newPage(PHONE);
  await page.send("Network.enable");
  await page.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  await page.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(
    `(${instrument.toString()})(${JSON.stringify({ selector: control.selector, text: control.text, clockMark: CLOCK_MARK })})`,
  );
  const stopTracing = values.split
    ? await browser.startTracing([
        "input",
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "blink.user_timing",
      ])
    : null;
  await page.goto(`${origin}${control.path}`);
  let point = await Promise.race([
    page.evaluate<Painted>("window.__painted"),
    new Promise<null>((settle) => setTimeout(settle, GIVE_UP_MS, null)),
  ]);
  if (!point) throw new Error(`${control.name} on ${control.path} was never shown`);
  if (values.settled) point = await settledPoint(page, control);
  // Sent on a fixed grid without waiting for each to be taken, as fingers do.
  const start = Date.now();
  for (let tap = 0; tap < TAPS; tap += 1) {
    if (values.mouse) {
      for (const type of ["mousePressed", "mouseReleased"]) {
        void page
          .send("Input.dispatchMouseEvent", {
            type,
            x: point.x,
            y: point.y,
            button: "left",
            clickCount: 1,
          })
          .catch(() => {});
      }
    } else {
      const touchPoints = [{ x: point.x, y: point.y }];
      void page
        .send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints })
        .catch(() => {});
      void page
        .send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
        .catch(() => {});
    }
    const next = start + (tap + 1) * TAP_EVERY_MS;
    await new Promise((settle) => setTimeout(settle, Math.max(0, next - Date.now())));
  }
  // The last tap's frame.
  await new Promise((settle) => setTimeout(settle, TAP_EVERY_MS * 2));
  const { taps, onControl, clockStart } = await page.evaluate<Tapped>("window.__tapped()");
  const events = stopTracing ? await stopTracing() : [];
  await page.close();
  return {
    onControl,
    durations: taps.map((tap) => tap.duration),
    shares: stopTracing ? pageShares(taps, events, clockStart) : [],
    slowAccounts: stopTracing ? slowTapAccounts(taps, events, clockStart, TARGET_TAP_MS) : [],
  };
}

if (!values["skip-build"]) execSync("npm run build", { cwd: root, stdio: "inherit" });
writeMeasuringAid(FLOOR.path.slice(1), FLOOR_PAGE);
const loadBefore = loadavg();
const nginx = await startNginx(Number(values.port));
const browser = await launchBareChromium();
const rows: string[] = [];
let failed = false;
try {
  const measured = CONTROLS.filter(
    ({ path }) => !values.pages || values.pages.split(",").includes(path.split("#")[0] ?? path),
  );
  for (const control of [FLOOR, ...measured]) {
    const longest: number[] = [];
    const over: number[] = [];
    const answered: number[] = [];
    const longestShare: number[] = [];
    const reached: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { durations, shares, slowAccounts, onControl } = await measureOnce(browser, control);
      reached.push(onControl);
      const slow = durations.filter((duration) => duration > TARGET_TAP_MS);
      if (slow.length > 0 && control !== FLOOR) failed = true;
      longest.push(Math.max(0, ...durations));
      over.push(slow.length);
      answered.push(durations.length);
      longestShare.push(Math.max(0, ...shares));
      console.log(
        `${control.path} ${control.name} run ${run + 1}: ${durations.length} taps timed, ${onControl} of ${TAPS} clicks on the control, longest ${Math.round(longest.at(-1) ?? 0)} ms, ${slow.length} over ${TARGET_TAP_MS} ms${values.split ? `; page's share of each: ${shares.map(Math.round).join(", ")} ms` : ""}`,
      );
      for (const account of slowAccounts) console.log(`  slow: ${account}`);
    }
    // The target is held in every run or not at all: how many runs missed it, counted outright.
    const runsOver = over.filter((count) => count > 0).length;
    rows.push(
      `| ${control.path} | ${control.name} | ${spread(longest)} | ${spread(over)} | ${runsOver} of ${runs} | ${spread(answered)} | ${spread(reached)} |${values.split ? ` ${spread(longestShare)} |` : ""}`,
    );
  }
} finally {
  await browser.close();
  await nginx.stop();
  removeMeasuringAids();
}
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM`;
const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(" ");
console.log(`
| Page | Control | Longest tap ms | Taps over ${TARGET_TAP_MS} ms | Runs with a tap over ${TARGET_TAP_MS} ms | Taps timed | Clicks on the control |${values.split ? " Longest page's share ms |" : ""}
|---|---|---|---|---|---|---|${values.split ? "---|" : ""}
${rows.join("\n")}

${chromiumVersion()} (${chromiumPath}), ${machine}, Node ${process.version}, nginx; ${TAPS} ${values.mouse ? "mouse clicks" : "taps"} ${TAP_EVERY_MS} ms apart from the control on screen; min / median / max of ${runs} runs each${values.split ? ", traced (slower than plain runs)" : ""}${values.settled ? `, from ${SETTLED_FOR_MS} ms after the page was hydrated and laid out` : ""}; load average before ${load(loadBefore)}, after ${load(loadavg())}; ${new Date().toISOString().slice(0, 10)}`);
if (failed) {
  console.error(`A tap took more than ${TARGET_TAP_MS} ms to be answered.`);
  process.exitCode = 1;
}
