/**
 * The release pipeline's steps (.github/workflows/release.yml), each a call of this script:
 *
 *   node deploy/pipeline.ts build                  the release build (RELEASE=production) with
 *                                                  SOURCE_DATE_EPOCH; a refusal is summarised for
 *                                                  the programme team in $GITHUB_STEP_SUMMARY
 *   node deploy/pipeline.ts check-live [--origin https://…] [--build build] [--attempts 10]
 *                                                  the live home pages serve the build just made
 */
import { spawn, spawnSync } from "node:child_process";
import { appendFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadContent } from "#app/content/content-files.ts";
import { DEFAULT_LANGUAGE, homePath, languages } from "#app/site-manifest.ts";
import { type BuildId, buildIdText } from "./lib/build-id.ts";
import { buildFiles, projectRoot } from "./lib/paths.ts";
import { checkLiveBuild, refusalSummary, releaseSourceDate } from "./lib/pipeline.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    origin: { type: "string" },
    build: { type: "string", default: join(projectRoot, "build") },
    attempts: { type: "string", default: "10" },
  },
});

/** Adds Markdown to the job's summary page on GitHub; printed elsewhere. */
async function summarise(markdown: string) {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) await appendFile(file, `${markdown}\n`);
  else console.log(markdown);
}

function commitEpoch(): number {
  const git = spawnSync("git", ["log", "-1", "--format=%ct"], {
    cwd: projectRoot,
    encoding: "utf8",
  });
  const epoch = Number(git.stdout.trim());
  return git.status === 0 && epoch > 0 ? epoch : Math.floor(Date.now() / 1000);
}

async function releaseBuild(): Promise<number> {
  const sourceDate = releaseSourceDate(commitEpoch(), new Date());
  const child = spawn(
    process.execPath,
    [join(projectRoot, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: projectRoot,
      env: { ...process.env, RELEASE: "production", SOURCE_DATE_EPOCH: String(sourceDate) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    output += chunk.toString();
  });
  const code = await new Promise<number>((done) => child.once("close", (exit) => done(exit ?? 1)));
  if (code !== 0) {
    await summarise(refusalSummary(output));
    return code;
  }
  const id = JSON.parse(await readFile(buildFiles().buildId, "utf8")) as BuildId;
  await summarise(`Release build \`${buildIdText(id)}\` made.`);
  return 0;
}

async function checkLive(): Promise<number> {
  const origin = values.origin ?? loadContent(DEFAULT_LANGUAGE, "site").origin;
  const id = JSON.parse(
    await readFile(buildFiles(join(values.build, "client")).buildId, "utf8"),
  ) as BuildId;
  const expected = buildIdText(id);
  const problems = await checkLiveBuild({
    origin,
    expected,
    paths: languages.map((language) => homePath(language)),
    attempts: Number(values.attempts),
    waitMs: 6_000,
  });
  if (problems.length === 0) {
    console.log(`${origin} serves build ${expected}`);
    return 0;
  }
  await summarise(
    `## The live site does not serve this release\n\n${problems.map((problem) => `- ${problem}`).join("\n")}\n\nThe host may still hold the previous release: deploy again, or see README, "Rolling back".`,
  );
  console.error(problems.join("\n"));
  return 1;
}

const steps: Record<string, () => Promise<number>> = {
  build: releaseBuild,
  "check-live": checkLive,
};
const step = steps[positionals[0] ?? ""];
if (!step) {
  console.error(`Usage: node deploy/pipeline.ts ${Object.keys(steps).join("|")}`);
  process.exit(2);
}
process.exit(await step());
