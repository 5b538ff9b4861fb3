/**
 * A release on our nginx server (deploy/release.ts): `<site>/releases/<id>/` holds the build's
 * client/ and nginx-site.conf, and `<site>/current` switches to it in one step. Earlier releases'
 * hashed files are copied forward for a grace period (recorded in kept-assets.json), so tabs
 * opened before the release keep loading their code; each release holds all it serves.
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
import { filesUnder } from "./paths.ts";

/** How long a hashed file stays answered after the first release without it. */
export const GRACE_PERIOD_DAYS = 7;
const GRACE_PERIOD_MS = GRACE_PERIOD_DAYS * 24 * 60 * 60 * 1000;

const KEPT_ASSETS_FILE = "kept-assets.json";
/** Path under `client/assets/` -> when it first went live without being in the build. */
type KeptAssets = Record<string, string>;

/** `site` holds `releases/` and `current`; `build` is what `npm run build` wrote. */
export async function release(options: { site: string; build: string; now?: Date }) {
  const { site, build, now = new Date() } = options;
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

  await pointCurrentAt(site, folder);
  return { folder, kept: Object.keys(kept), dropped };
}

/** A new link renamed over the old one: nginx never sees `current` missing. */
async function pointCurrentAt(site: string, folder: string) {
  const staged = join(site, "current.next");
  await rm(staged, { force: true });
  await symlink(relative(site, folder), staged);
  await rename(staged, join(site, "current"));
}

/**
 * Puts the release before the current one back (then reload nginx). Its folder holds everything
 * it served, so it answers as it did; the later release stays on disk for a roll forward.
 */
export async function rollBack(site: string): Promise<string> {
  const current = await realpath(join(site, "current"));
  const releases = (await readdir(join(site, "releases"))).sort();
  const index = releases.indexOf(relative(join(site, "releases"), current));
  const previous = index > 0 ? releases[index - 1] : undefined;
  if (!previous) throw new Error(`No release before ${current} to go back to.`);
  const folder = join(site, "releases", previous);
  await pointCurrentAt(site, folder);
  return folder;
}

/** Copies the previous release's assets that the new build lacks, unless their time is up. */
async function keepEarlierAssets(previous: string, next: string, now: Date) {
  const from = join(previous, "client/assets");
  const to = join(next, "client/assets");
  // A release made before this script (by hand) has no record: all its files were its own.
  const previouslyKept: KeptAssets = JSON.parse(
    await readFile(join(previous, KEPT_ASSETS_FILE), "utf8").catch(() => "{}"),
  );
  const shipped = new Set(await filesUnder(to).catch(() => []));
  const kept: KeptAssets = {};
  const dropped: string[] = [];
  for (const file of await filesUnder(from).catch(() => [])) {
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
