/**
 * Bounded load test of the production build behind nginx with the project's own config: wrk
 * (Debian's package) against 127.0.0.1 only, a fixed 10 s per target, two targets. Not part of
 * `npm test`; run it with `npm run bench:load` after `npm run build`, and `-- --write` to record
 * the figures in docs/benchmarks.md (`-- --write --note "..."` adds a line about the run).
 * Exits non-zero if any request failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { machine, recordInBenchmarks } from "./lib/benchmark-doc.ts";
import { nginxPath, startNginx } from "./lib/nginx.ts";
import { clientDir } from "./lib/paths.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4176" },
    write: { type: "boolean", default: false },
    note: { type: "string" },
  },
});
const port = Number(values.port);
const DURATION_SECONDS = 10;
const CONNECTIONS = 32;
const THREADS = 1;

const wrkPath = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((path) => existsSync(path));
if (!wrkPath) {
  console.error(
    "No wrk found. Install Debian's:   sudo apt-get update && sudo apt-get install -y wrk",
  );
  process.exit(1);
}

const entry = readdirSync(join(clientDir, "assets")).find((name) =>
  /^entry\.client-[\w-]+\.js$/.test(name),
);
const targets = [
  { label: "`/k-youth` (HTML, gzip)", path: "/k-youth" },
  { label: "hashed script `entry.client-*.js` (gzip)", path: `/assets/${entry}` },
];

// wrk calls done() once at the end; it prints one JSON line for this script to read.
const reportScript = join(tmpdir(), "k-youth-wrk-report.lua");
writeFileSync(
  reportScript,
  `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('JSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`,
);

type WrkResult = Record<"requests" | "duration_us" | "p50_us" | "p99_us" | "errors", number>;

function runWrk(path: string): WrkResult {
  const url = `http://127.0.0.1:${port}${path}`;
  const run = spawnSync(
    wrkPath as string,
    [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${DURATION_SECONDS}s`, "--timeout", "2s"].concat([
      "-H",
      "Accept-Encoding: gzip",
      "-s",
      reportScript,
      url,
    ]),
    { encoding: "utf8", timeout: (DURATION_SECONDS + 10) * 1000 },
  );
  const line = run.stdout.split("\n").find((text) => text.startsWith("JSON "));
  if (!line) throw new Error(`wrk gave no result for ${url}:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(line.slice(5)) as WrkResult;
}

// Other work on the machine skews the figures; the 1-minute load average is recorded with them.
const loadBefore = loadavg()[0] ?? 0;
const nginx = await startNginx(port);
const rows: string[] = [];
let failures = 0;
try {
  for (const { label, path } of targets) {
    const check = await fetch(`http://127.0.0.1:${port}${path}`);
    if (check.status !== 200) throw new Error(`${path} answered ${check.status}, not 200`);
    const result = runWrk(path);
    const { errors } = result;
    failures += errors;
    const perSecond = Math.round(result.requests / (result.duration_us / 1e6));
    const row = `| ${label} | ${perSecond.toLocaleString("en")} | ${(result.p50_us / 1000).toFixed(2)} ms | ${(result.p99_us / 1000).toFixed(2)} ms | ${result.requests.toLocaleString("en")} | ${errors} |`;
    rows.push(row);
    console.log(row);
  }
} finally {
  await nginx.stop();
  rmSync(reportScript, { force: true });
}

const version = (command: string, args: string[]) => {
  const run = spawnSync(command, args, { encoding: "utf8" });
  const first = `${run.stdout}${run.stderr}`.split("\n")[0] ?? "";
  return first.replace(/\s*(\[epoll\]\s*)?Copyright.*$/, "").trim();
};
const setup = [
  machine,
  `${version(nginxPath as string, ["-v"])}, 1 worker; ${version(wrkPath, ["-v"])}`,
  `wrk: ${THREADS} thread, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target, keep-alive, Accept-Encoding: gzip`,
  `${new Date().toISOString().slice(0, 10)}, load generator and server sharing the same cores; 1-minute load average before the run: ${loadBefore.toFixed(1)}`,
  ...(values.note ? [values.note] : []),
];
const section = [
  "| Target | Requests/s | p50 latency | p99 latency | Requests | Errors |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
  "",
  ...setup.map((line) => `- ${line}`),
].join("\n");
console.log(`\n${setup.join("\n")}`);

if (values.write) {
  await recordInBenchmarks("<!-- bench:load:start -->", "<!-- bench:load:end -->", section);
}

if (failures > 0) {
  console.error(`${failures} requests failed: the load test requires 0.`);
  process.exit(1);
}
