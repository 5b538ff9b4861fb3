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
import { setTimeout as delay } from "node:timers/promises";
import { projectRoot } from "#deploy/lib/paths.ts";
import { SHARED_STUB_VARIABLE, STUB_ORIGIN } from "./e2e/support/emailjs-stub-config.ts";

const SUITES = ["test:firefox", "test:webkit"];
const STUB_READY_MS = 30_000;
const POLL_MS = 200;

const health = `${STUB_ORIGIN}/__health`;
const answers = () =>
  fetch(health).then(
    (response) => response.ok,
    () => false,
  );
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function startStub() {
  if (await answers()) {
    throw new Error(
      `${health} is already taken by another server: stop it, or pick another port with EMAILJS_STUB_PORT (for the build too).`,
    );
  }
  const stub = spawn(process.execPath, ["tests/e2e/support/emailjs-stub.ts"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + STUB_READY_MS;
  while (!(await answers())) {
    if (stub.exitCode !== null || Date.now() > deadline) {
      stub.kill();
      throw new Error(`The EmailJS stub did not answer ${health} within ${STUB_READY_MS} ms`);
    }
    await delay(POLL_MS);
  }
  return stub;
}

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
const stub = await startStub();
let results: boolean[] = [];
try {
  results = await Promise.all(SUITES.map(runSuite));
} finally {
  if (stub.exitCode === null) {
    stub.kill("SIGTERM");
    await once(stub, "exit");
  }
}
const failed = SUITES.filter((_, index) => !results[index]);
console.log(
  failed.length === 0
    ? `Both engines' suites passed in ${seconds(started)}.`
    : `Failed: ${failed.map((script) => `npm run ${script}`).join(", ")} (${seconds(started)}).`,
);
if (failed.length > 0) process.exitCode = 1;
