/**
 * A release on our nginx server (deploy/release.ts runs it; deploy/nginx/k-youth.conf serves
 * `current`):
 *
 *   <site>/releases/<id>/client/             the build's client/, plus the hashed files of earlier
 *                                            releases still within their grace period
 *   <site>/releases/<id>/nginx-site.conf     the build's hosting/nginx-site.conf
 *   <site>/releases/<id>/kept-assets.json    those earlier files, each with when it left a build
 *   <site>/current -> releases/<id>          switched in one step
 *
 * A tab opened before a release still asks for the code files its page named. Copying them
 * forward keeps them answered after the switch, so such a tab's navigations and lazily loaded
 * parts keep working; each release holds all it serves, so older release folders can be deleted.
 */
import {
  access,
  copyFile,
  cp,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { dirname, join, relative } from "node:path";

/** How long a hashed file stays answered after the first release without it. */
export const GRACE_PERIOD_DAYS = 7;
const GRACE_PERIOD_MS = GRACE_PERIOD_DAYS * 24 * 60 * 60 * 1000;

const KEPT_ASSETS_FILE = "kept-assets.json";
/** Path under `client/assets/` -> when it first went live without being in the build (ISO 8601). */
type KeptAssets = Record<string, string>;

export interface ReleaseOptions {
  /** The folder that holds `releases/` and `current`: /var/www/k-youth in production. */
  site: string;
  /** A build: `client/` and `hosting/nginx-site.conf`, as `npm run build` writes them. */
  build: string;
  now?: Date;
}

export interface Release {
  folder: string;
  /** Files of earlier releases this one still answers, and those whose grace period is over. */
  kept: string[];
  dropped: string[];
}

export async function release({ site, build, now = new Date() }: ReleaseOptions): Promise<Release> {
  const client = join(build, "client");
  const nginxSite = join(build, "hosting/nginx-site.conf");
  for (const path of [client, nginxSite]) {
    await access(path).catch(() => {
      throw new Error(`${path} is missing: run \`npm run build\` first.`);
    });
  }

  // UTC to the second, so folders sort by time; a second release in the same second fails here.
  const folder = join(site, "releases", now.toISOString().replace(/\D/g, "").slice(0, 14));
  await mkdir(dirname(folder), { recursive: true });
  await mkdir(folder);
  await cp(client, join(folder, "client"), { recursive: true });
  await copyFile(nginxSite, join(folder, "nginx-site.conf"));

  const previous = await realpath(join(site, "current")).catch(() => null);
  const { kept, dropped } = previous
    ? await keepEarlierAssets(previous, folder, now)
    : { kept: {}, dropped: [] };
  await writeFile(join(folder, KEPT_ASSETS_FILE), `${JSON.stringify(kept, null, 2)}\n`);

  // A new link renamed over the old one: nginx never sees `current` missing.
  const staged = join(site, "current.next");
  await rm(staged, { force: true });
  await symlink(relative(site, folder), staged);
  await rename(staged, join(site, "current"));
  return { folder, kept: Object.keys(kept), dropped };
}

/** Copies the previous release's assets that the new build lacks, unless their time is up. */
async function keepEarlierAssets(previous: string, next: string, now: Date) {
  const from = join(previous, "client/assets");
  const to = join(next, "client/assets");
  // A release made before this script (by hand) has no record: all its files were its own.
  const previouslyKept: KeptAssets = JSON.parse(
    await readFile(join(previous, KEPT_ASSETS_FILE), "utf8").catch(() => "{}"),
  );
  const shipped = new Set(await filesUnder(to));
  const kept: KeptAssets = {};
  const dropped: string[] = [];
  for (const file of await filesUnder(from)) {
    if (shipped.has(file)) continue;
    const leftAt = previouslyKept[file] ?? now.toISOString();
    if (now.getTime() - Date.parse(leftAt) >= GRACE_PERIOD_MS) {
      dropped.push(file);
      continue;
    }
    await mkdir(dirname(join(to, file)), { recursive: true });
    await copyFile(join(from, file), join(to, file));
    kept[file] = leftAt;
  }
  return { kept, dropped };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}
