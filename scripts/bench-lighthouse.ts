/**
 * Lighthouse benchmark: builds the site, serves the production build with the production server
 * (nginx and its generated config, as the end-to-end tests in CI; the Node server of `npm start`
 * when nginx is not installed, which does not compress), and measures every route
 * (mobile with default simulated throttling, and desktop), 3 runs each, plus a "floor" page per
 * route: the same HTML and CSS with every script removed, the fastest the page could be.
 * Prints a table of medians and writes docs/benchmarks-lighthouse.json and the table to
 * docs/benchmarks.md (between the LIGHTHOUSE markers).
 *
 *   npm run bench:lighthouse [-- --runs 3 --skip-build]
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { machine, recordInBenchmarks, writeFormatted } from "./lib/benchmark-doc.ts";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";
import { isModulePreload, withoutElements } from "./lib/html.ts";
import { nginxPath, startNginx } from "./lib/nginx.ts";
import { clientDir, projectRoot as root } from "./lib/paths.ts";
import { localizedPages } from "../app/site-manifest.ts";

// Not 4190: fetch refuses it (ManageSieve is on the WHATWG "bad ports" list).
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "4179" },
    "skip-build": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;

/** Targets from issue 8 (mobile medians). */
export const TARGETS = { performance: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01, floorRatio: 1.3 };

// Lighthouse refuses to audit a document answered with 404, so the not-found page is measured
// at its file's own address, which answers 200.
const ROUTES = localizedPages.map(({ key, path, file }) => ({
  name: key === "notFound" ? `${path} page` : path,
  path: key === "notFound" ? `/${file}` : path,
  file,
}));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The route's prerendered HTML with every script and module preload removed. */
function writeFloorPage(file: string): string {
  const html = withoutElements(
    readFileSync(join(clientDir, file), "utf8"),
    (element) => element.tagName === "script" || isModulePreload(element),
  );
  const floorName = `__floor-${file.replaceAll("/", "-")}`;
  writeFileSync(join(clientDir, floorName), html);
  return `/${floorName}`;
}

/** The figures of one Lighthouse run that the table and the targets use. */
function toSample(result: Result) {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const summary = result.audits["resource-summary"]?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const scriptBytes =
    summary?.items.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndex: numeric("speed-index"),
    totalBytes: numeric("total-byte-weight"),
    jsBytes: scriptBytes,
  };
}

type Sample = ReturnType<typeof toSample>;

async function measure(url: string, formFactor: "mobile" | "desktop"): Promise<Sample> {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", ...chromiumArgs],
    });
    try {
      const flags: Flags = { port: chrome.port, output: "json", logLevel: "error" };
      const outcome = await lighthouse(
        url,
        flags,
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
      samples.push(toSample(outcome.lhr));
    } finally {
      chrome.kill();
    }
  }
  const keys = Object.keys(samples[0] ?? {}) as (keyof Sample)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((s) => s[key]))]),
  ) as unknown as Sample;
}

if (!values["skip-build"]) execSync("npm run build", { cwd: root, stdio: "inherit" });

/** The server the end-to-end suite uses in CI, so byte counts are what visitors download. */
async function startServer(): Promise<{ name: string; stop(): Promise<void> }> {
  if (nginxPath) {
    const nginx = await startNginx(port);
    return { name: "nginx (gzip_static)", stop: () => nginx.stop() };
  }
  const node: ChildProcess = spawn(
    process.execPath,
    [join(root, "scripts/serve.ts"), "--port", String(port)],
    { stdio: "ignore" },
  );
  await new Promise((resolve) => setTimeout(resolve, 800));
  return {
    name: "the Node server (no compression: install nginx for realistic bytes)",
    stop: async () => void node.kill(),
  };
}

const server = await startServer();
const floorFiles: string[] = [];
const rows: { route: string; formFactor: string; sample: Sample; floor: Sample }[] = [];
try {
  for (const route of ROUTES) {
    const floorPath = writeFloorPage(route.file);
    floorFiles.push(join(clientDir, floorPath));
    for (const formFactor of ["mobile", "desktop"] as const) {
      const sample = await measure(`${origin}${route.path}`, formFactor);
      const floor = await measure(`${origin}${floorPath}`, formFactor);
      rows.push({ route: route.name, formFactor, sample, floor });
      console.log(route.name, formFactor, JSON.stringify(sample));
    }
  }
} finally {
  await server.stop();
  // Floor pages are measuring aids, never part of a deployable build.
  for (const file of floorFiles) rmSync(file, { force: true });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const header =
  "| Route | Form | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | SI | Total | JS | LCP / floor | Bytes / floor |";
const divider = `|${"---|".repeat(15)}`;
const lines = rows.map(({ route, formFactor, sample: s, floor: f }) =>
  [
    route,
    formFactor,
    s.performance,
    s.accessibility,
    s.bestPractices,
    s.seo,
    ms(s.fcp),
    ms(s.lcp),
    ms(s.tbt),
    s.cls.toFixed(3),
    ms(s.speedIndex),
    kb(s.totalBytes),
    kb(s.jsBytes),
    `${(s.lcp / f.lcp).toFixed(2)}x (${ms(f.lcp)})`,
    `${(s.totalBytes / f.totalBytes).toFixed(2)}x (${kb(f.totalBytes)})`,
  ].join(" | "),
);
const setup = `${machine}, Node ${process.version}, Chromium at ${chromiumPath}, served by ${server.name}, medians of ${runs} runs, ${new Date().toISOString().slice(0, 10)}`;
const table = [header, divider, ...lines.map((line) => `| ${line} |`)].join("\n");
console.log(`\n${table}\n\n${setup}`);

await writeFormatted(
  join(root, "docs/benchmarks-lighthouse.json"),
  JSON.stringify({ machine: setup, targets: TARGETS, rows }),
);
await recordInBenchmarks(
  "<!-- LIGHTHOUSE:START -->",
  "<!-- LIGHTHOUSE:END -->",
  `${table}\n\n${setup}`,
);

const regressions = rows.filter(
  ({ route, formFactor, sample, floor }) =>
    formFactor === "mobile" &&
    (sample.performance < TARGETS.performance ||
      sample.accessibility < 100 ||
      sample.bestPractices < 100 ||
      // The not-found page is noindex on purpose, which Lighthouse's SEO score counts against it.
      (route !== "404 page" && sample.seo < 100) ||
      sample.lcp > TARGETS.lcpMs ||
      sample.tbt > TARGETS.tbtMs ||
      sample.cls > TARGETS.cls ||
      sample.lcp / floor.lcp > TARGETS.floorRatio),
);
if (regressions.length > 0) {
  console.error(`Below target: ${regressions.map((row) => row.route).join(", ")}`);
  process.exitCode = 1;
}
