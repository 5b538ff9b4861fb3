// @vitest-environment node
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type BuildId, buildIdText, stampBuildId } from "./build-id.ts";
import { checkLiveBuild, releaseSourceDate } from "./pipeline.ts";
import { projectRoot } from "./paths.ts";

const epoch = (iso: string) => Date.parse(iso) / 1000;

describe("the release's SOURCE_DATE_EPOCH", () => {
  it("is the start of the Malaysian day for an older commit, so one day's builds are alike", () => {
    const commit = epoch("2026-11-20T10:00:00Z");
    const morning = releaseSourceDate(commit, new Date("2026-11-26T16:05:00Z"));
    const evening = releaseSourceDate(commit, new Date("2026-11-27T15:59:00Z"));
    expect(morning).toBe(epoch("2026-11-27T00:00:00+08:00"));
    expect(evening).toBe(morning);
  });

  it("is the commit's time for a commit made today", () => {
    const commit = epoch("2026-11-27T09:30:00+08:00");
    expect(releaseSourceDate(commit, new Date("2026-11-27T02:00:00Z"))).toBe(commit);
  });
});

describe("the check after a deploy", () => {
  const deployed: BuildId = { commit: "abc123", builtAt: "2026-11-27T00:00:00.000Z" };
  const page = (id: BuildId) =>
    stampBuildId('<!DOCTYPE html><html><head><meta charSet="utf-8"/></head></html>', id);
  let server: Server | undefined;
  let folder = "";
  afterEach(async () => {
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    server = undefined;
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** A local site whose pages name `served()` (its answer may change between requests). */
  async function liveSite(served: () => BuildId | null): Promise<string> {
    server = createServer((request, response) => {
      const id = served();
      if (!id || !["/k-youth", "/ms/k-youth"].includes(request.url ?? "")) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "Content-Type": "text/html" }).end(page(id));
    });
    await new Promise<void>((done) => server?.listen(0, "127.0.0.1", done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const check = (origin: string, attempts = 1) =>
    checkLiveBuild({
      origin,
      expected: buildIdText(deployed),
      paths: ["/k-youth", "/ms/k-youth"],
      attempts,
      waitMs: 10,
    });

  it("passes when both home pages serve the build just deployed", async () => {
    expect(await check(await liveSite(() => deployed))).toEqual([]);
  });

  it("fails naming each page that serves another build, or none", async () => {
    const older = { ...deployed, commit: "0ld" };
    const problems = await check(await liveSite(() => older));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /\/k-youth serves build "0ld 2026-11-27T00:00:00.000Z", not "abc123/,
    );
    expect(await check(await liveSite(() => null).then((o) => `${o}/`))).toEqual([
      expect.stringMatching(/\/k-youth: answered 404$/),
      expect.stringMatching(/\/ms\/k-youth: answered 404$/),
    ]);
  });

  it("waits for a host that switches a moment later", async () => {
    let requests = 0;
    const origin = await liveSite(() =>
      ++requests > 2 ? deployed : { ...deployed, commit: "0ld" },
    );
    expect(await check(origin, 3)).toEqual([]);
  });

  it("runs as the workflow calls it, failing with the job's summary", async () => {
    const origin = await liveSite(() => ({ ...deployed, commit: "0ld" }));
    folder = await mkdtemp(join(tmpdir(), "k-youth-pipeline-"));
    await mkdir(join(folder, "build/hosting"), { recursive: true });
    await writeFile(join(folder, "build/hosting/build-id.json"), JSON.stringify(deployed));
    const summary = join(folder, "summary.md");
    const run = (build: string) =>
      new Promise<number>((done) => {
        const child = spawn(
          process.execPath,
          [
            "deploy/pipeline.ts",
            "check-live",
            "--origin",
            origin,
            "--build",
            build,
            "--attempts",
            "1",
          ],
          {
            cwd: projectRoot,
            env: { ...process.env, GITHUB_STEP_SUMMARY: summary },
            stdio: "ignore",
          },
        );
        child.once("close", (code) => done(code ?? 1));
      });
    expect(await run(join(folder, "build"))).toBe(1);
    expect(await readFile(summary, "utf8")).toMatch(
      /^## The live site does not serve this release/,
    );
  });
});
