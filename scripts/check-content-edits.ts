/**
 * Proof that an ordinary content edit leaves the tests green: in a copy of the project (without
 * build/ and node_modules/, which it links), adds the next intake after the last one in the data
 * and edits an FAQ answer, adds an FAQ question and renames a partner in each language
 * (scripts/lib/content-edits.ts), then runs the unit tests, the end-to-end build and the
 * end-to-end specs of the pages and states those edits change, at one width.
 *
 *   npm run check:content-edits [-- --keep]     (--keep leaves the copy and says where)
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { parseArgs } from "node:util";
import { projectRoot } from "#deploy/lib/paths.ts";
import { applyContentEdits } from "./lib/content-edits.ts";

/** The pages and states the edits change: the intake's states, the FAQ, the check, the partners. */
const SPECS = ["intake", "faq", "eligibility", "k-youth"].map(
  (name) => `tests/e2e/${name}.spec.ts`,
);
/** One width is enough to see that the tests follow the content: the phone's, where every widget runs. */
const PROJECT = "mobile";
/** What the copy leaves out: builds, installs (linked instead), Git, caches and reports. */
const LEFT_OUT = new Set([
  "node_modules",
  "build",
  ".git",
  ".react-router",
  "test-results",
  "playwright-report",
]);

const { values } = parseArgs({ options: { keep: { type: "boolean", default: false } } });
const copy = mkdtempSync(join(tmpdir(), "k-youth-content-edits-"));
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

function run(label: string, command: string, args: string[]) {
  const started = performance.now();
  console.log(`\n== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: copy,
    // Playwright starts its own servers and never reuses one (playwright.config.ts).
    env: { ...process.env, CI: process.env.CI ?? "1" },
    stdio: "inherit",
  });
  console.log(`== ${label}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds(started)}`);
  return result.status === 0;
}

const started = performance.now();
let passed = false;
try {
  cpSync(projectRoot, copy, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(relative(projectRoot, source).split(sep)[0] ?? ""),
  });
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"), "dir");
  console.log(`Content edits, in a copy of the project at ${copy}:`);
  for (const line of applyContentEdits(join(copy, "app/content"))) console.log(`  ${line}`);
  passed =
    run("Unit tests", "npm", ["run", "test:unit"]) &&
    run("End-to-end build", "npm", ["run", "build:e2e", "--", "--stub-only"]) &&
    run("End-to-end specs", "npx", ["playwright", "test", ...SPECS, `--project=${PROJECT}`]);
} finally {
  if (values.keep) console.log(`\nThe copy stays at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
console.log(
  `\nContent edits ${passed ? "pass" : "FAIL"}: unit tests, build and end-to-end specs in ${seconds(started)}.`,
);
if (!passed) {
  console.log(
    "A test or the build pinned content an editor may change: make it read the value from the content (docs/decisions/140-tests-follow-the-content.md).",
  );
  process.exitCode = 1;
}
