/**
 * The production build of `npm run build:e2e`, served for the Firefox suite the way the Chromium
 * suite serves it (playwright.config.ts): deploy/serve.ts (nginx when E2E_SERVER=nginx, as in CI)
 * and the EmailJS stand-in the build reports to, each started before a test file and stopped after.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before } from "node:test";
import { setTimeout as delay } from "node:timers/promises";
import { clientDir, projectRoot } from "#deploy/lib/paths.ts";
import { SHARED_STUB_VARIABLE, STUB_ORIGIN } from "../../e2e/support/emailjs-stub-config.ts";

/** A port of its own, so the suite runs beside the Chromium suite's server (4173). */
const port = Number(process.env.FIREFOX_SITE_PORT ?? 4174);
export const siteOrigin = `http://127.0.0.1:${port}`;

// nginx and a busy machine can take a while to answer the first request.
const READY_TIMEOUT_MS = 30_000;
const POLL_MS = 200;

export interface Server {
  name: string;
  process: ChildProcess;
  output: string[];
}

/** The end-to-end build sends its field metrics to the stub; another build's would go nowhere. */
function assertEndToEndBuild() {
  const assets = join(clientDir, "assets");
  const scripts = existsSync(assets)
    ? readdirSync(assets).filter((name) => name.endsWith(".js"))
    : [];
  if (!scripts.some((name) => readFileSync(join(assets, name), "utf8").includes(STUB_ORIGIN))) {
    throw new Error(
      `build/ is not the end-to-end build for ${STUB_ORIGIN}: run \`npm run build:e2e\` first, with the same EMAILJS_STUB_PORT.`,
    );
  }
}

export function startServer(name: string, args: string[]): Server {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { name, process: child, output };
}

function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

/** Something already answering would be tested in place of this build (as Playwright refuses too). */
export async function assertPortFree(url: string, variable: string) {
  if (await answers(url)) {
    throw new Error(
      `${url} is already taken by another server: stop it, or pick another port with ${variable}.`,
    );
  }
}

/** Resolves once `url` answers 200; fails with the server's own words if it stops or never does. */
export async function waitUntilAnswering(server: Server, url: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) {
      throw new Error(`${server.name} stopped before answering ${url}:\n${server.output.join("")}`);
    }
    if (await answers(url)) return;
    await delay(POLL_MS);
  }
  throw new Error(`${server.name} did not answer ${url} within ${READY_TIMEOUT_MS} ms`);
}

/** SIGTERM lets the nginx wrapper stop nginx and remove its temporary folder. */
export async function stopServer(server: Server) {
  if (server.process.exitCode !== null) return;
  server.process.kill("SIGTERM");
  await once(server.process, "exit");
}

/** Serves the site and the stub from before the file's first test until after its last. */
export function serveSiteForSuite() {
  serveBuildForSuite(port, "FIREFOX_SITE_PORT");
}

/**
 * Serves the site on `sitePort` (which the environment variable `portVariable` sets) and the stub,
 * from before the file's first test until after its last.
 */
export function serveBuildForSuite(sitePort: number, portVariable: string) {
  const origin = `http://127.0.0.1:${sitePort}`;
  const servers: Server[] = [];
  const stubShared = process.env[SHARED_STUB_VARIABLE] === "1";
  before(async () => {
    assertEndToEndBuild();
    await assertPortFree(`${origin}/k-youth`, portVariable);
    if (stubShared) {
      if (!(await answers(`${STUB_ORIGIN}/__health`))) {
        throw new Error(`${SHARED_STUB_VARIABLE}=1, but no EmailJS stub answers at ${STUB_ORIGIN}`);
      }
    } else {
      await assertPortFree(`${STUB_ORIGIN}/__health`, "EMAILJS_STUB_PORT (for the build too)");
    }
    const nginx = process.env.E2E_SERVER === "nginx" ? ["--nginx"] : [];
    const site = startServer("The site server", [
      "deploy/serve.ts",
      ...nginx,
      "--port",
      `${sitePort}`,
    ]);
    servers.push(site);
    const ready = [waitUntilAnswering(site, `${origin}/k-youth`)];
    if (!stubShared) {
      const stub = startServer("The EmailJS stub", ["tests/e2e/support/emailjs-stub.ts"]);
      servers.push(stub);
      ready.push(waitUntilAnswering(stub, `${STUB_ORIGIN}/__health`));
    }
    await Promise.all(ready);
  });
  after(() => Promise.all(servers.map(stopServer)));
}
