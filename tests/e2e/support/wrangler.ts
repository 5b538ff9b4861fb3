/**
 * Cloudflare's runtime on this machine: `wrangler pages dev` (workerd inside; no account, no
 * network) serving build/static-host as Cloudflare Pages would, with its `_headers` and
 * `_redirects`, on 127.0.0.1 until stopped.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFiles, projectRoot } from "#deploy/lib/paths.ts";

/** workerd's date of the Workers runtime to behave as; wrangler 4.164's newest. */
const COMPATIBILITY_DATE = "2026-11-17";
const START_TIMEOUT_MS = 60_000;

export async function startWrangler(port: number, inspectorPort: number) {
  const state = await mkdtemp(join(tmpdir(), "k-youth-wrangler-"));
  const child = spawn(
    process.execPath,
    [
      join(projectRoot, "node_modules/wrangler/bin/wrangler.js"),
      "pages",
      "dev",
      buildFiles().staticHost,
      ...["--ip", "127.0.0.1", "--port", String(port)],
      ...["--inspector-port", String(inspectorPort)],
      ...["--compatibility-date", COMPATIBILITY_DATE, "--persist-to", state],
      "--show-interactive-dev-session=false",
    ],
    {
      // No metrics, no prompts, logs in the throwaway folder.
      env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: state },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const up = await fetch(`${origin}/k-youth`, { method: "HEAD" }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGINT");
      throw new Error(`wrangler pages dev did not answer on ${origin}:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    origin,
    /** What wrangler printed: how many `_redirects` and `_headers` rules it took. */
    output: () => output,
    async stop() {
      // SIGINT: wrangler stops its workerd processes before it exits.
      if (child.exitCode === null) child.kill("SIGINT");
      await exited;
      await rm(state, { recursive: true, force: true });
    },
  };
}
