/**
 * Runs the Firefox and the WebKit suites side by side (`npm run test:firefox` and `npm run
 * test:webkit`), each with its own site server, and one EmailJS stub for both: the build reports to
 * one stub address, and the stub keeps each test's messages apart. Each suite's output is printed
 * whole when it ends, so the two never interleave. Fails when either suite fails.
 *
 *   npm run test:engines
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { projectRoot } from "#deploy/lib/paths.ts";
import { SHARED_STUB_VARIABLE, STUB_ORIGIN } from "./e2e/support/emailjs-stub-config.ts";
import {
  assertPortFree,
  startServer,
  stopServer,
  waitUntilAnswering,
} from "./firefox/support/site.ts";

const SUITES = ["test:firefox", "test:webkit"];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Runs one npm script, keeping its output; resolves with whether it passed. */
async function runSuite(script: string) {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", script], {
    cwd: projectRoot,
    env: { ...process.env, [SHARED_STUB_VARIABLE]: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  const passed = code === 0;
  console.log(`\n== npm run ${script}: ${passed ? "passed" : "FAILED"} in ${seconds(started)}`);
  console.log(output.join(""));
  return passed;
}

const started = performance.now();
console.log(`Running ${SUITES.join(" and ")} side by side; each prints its report when it ends.`);
const health = `${STUB_ORIGIN}/__health`;
await assertPortFree(health, "EMAILJS_STUB_PORT (for the build too)");
const stub = startServer("The EmailJS stub", ["tests/e2e/support/emailjs-stub.ts"]);
let results: boolean[] = [];
try {
  await waitUntilAnswering(stub, health);
  results = await Promise.all(SUITES.map(runSuite));
} finally {
  await stopServer(stub);
}
const failed = SUITES.filter((_, index) => !results[index]);
console.log(
  failed.length === 0
    ? `Both engines' suites passed in ${seconds(started)}.`
    : `Failed: ${failed.map((script) => `npm run ${script}`).join(", ")} (${seconds(started)}).`,
);
if (failed.length > 0) process.exitCode = 1;
