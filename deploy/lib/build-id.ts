/**
 * Which build a page comes from: the commit and the build's time, written into every page as
 * `<meta name="k-youth-build">` and beside the build as build/hosting/build-id.json, so the release
 * pipeline can tell whether the live site serves the build it has just deployed.
 */
import { spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { buildDate } from "#app/content/build-date.server.ts";
import { localizedPages } from "#app/site-manifest.ts";
import { attribute, elements, rewriteElements } from "./html.ts";
import { buildFiles, projectRoot } from "./paths.ts";

export const BUILD_ID_META_NAME = "k-youth-build";

export interface BuildId {
  commit: string;
  builtAt: string;
}

export const buildIdText = ({ commit, builtAt }: BuildId) => `${commit} ${builtAt}`;

/** The commit being built: GitHub's, else the checkout's, else "unknown" (a copy without git). */
export function currentCommit(env: NodeJS.ProcessEnv = process.env, cwd = projectRoot): string {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  const git = spawnSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "unknown";
}

/** The page with its build id in a `<meta>` right after its `<meta charset>`. */
export function stampBuildId(html: string, id: BuildId): string {
  let stamped = false;
  const result = rewriteElements(html, (element, source) => {
    if (stamped || element.tagName !== "meta" || attribute(element, "charset") === undefined) {
      return null;
    }
    stamped = true;
    return `${source}<meta name="${BUILD_ID_META_NAME}" content="${buildIdText(id)}"/>`;
  });
  if (!stamped) throw new Error("The page has no <meta charset> to put its build id after");
  return result;
}

/** The build id a page names, or null. */
export function readBuildId(html: string): string | null {
  const meta = elements(html).find(
    (element) => element.tagName === "meta" && attribute(element, "name") === BUILD_ID_META_NAME,
  );
  return meta ? (attribute(meta, "content") ?? null) : null;
}

/** Stamps every page of the build and writes build-id.json beside it. */
export async function writeBuildId(clientDir: string, id = thisBuildId()): Promise<BuildId> {
  for (const { file } of localizedPages) {
    const path = join(clientDir, file);
    await writeFile(path, stampBuildId(await readFile(path, "utf8"), id));
  }
  const record = buildFiles(clientDir).buildId;
  await mkdir(dirname(record), { recursive: true });
  await writeFile(record, `${JSON.stringify(id, null, 2)}\n`);
  return id;
}

function thisBuildId(): BuildId {
  return { commit: currentCommit(), builtAt: buildDate().toISOString() };
}
