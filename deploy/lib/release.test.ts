import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GRACE_PERIOD_DAYS, release, rollBack } from "./release.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = new Date("2026-11-23T10:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

let work: string;
let site: string;

/** A build like `npm run build` writes: a page naming its hashed files, and the nginx rules. */
async function build(name: string, assets: string[]) {
  const folder = join(work, name);
  await mkdir(join(folder, "client/assets"), { recursive: true });
  await mkdir(join(folder, "hosting"), { recursive: true });
  await writeFile(join(folder, "client/index.html"), `<p>${name}</p>`);
  for (const asset of assets) await writeFile(join(folder, "client/assets", asset), name);
  await writeFile(join(folder, "hosting/nginx-site.conf"), `# ${name}`);
  return folder;
}

const served = async (file: string) => readFile(join(site, "current/client", file), "utf8");
const servedAssets = async () => (await readdir(join(site, "current/client/assets"))).sort();

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), "k-youth-release-"));
  site = join(work, "site");
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("release", () => {
  it("serves the new build and still answers the previous release's hashed files", async () => {
    await release({ site, build: await build("first", ["page-a1.js", "shared.js"]), now: start });
    const second = await release({
      site,
      build: await build("second", ["page-a2.js", "shared.js"]),
      now: later(HOUR),
    });

    expect(await readlink(join(site, "current"))).toBe("releases/20261123110000");
    expect(await served("index.html")).toBe("<p>second</p>");
    expect(await servedAssets()).toEqual(["page-a1.js", "page-a2.js", "shared.js"]);
    expect(await served("assets/page-a1.js")).toBe("first");
    expect(await served("assets/shared.js")).toBe("second");
    expect(await readFile(join(site, "current/nginx-site.conf"), "utf8")).toBe("# second");
    expect(second.kept).toEqual(["page-a1.js"]);
  });

  it(`keeps a file for ${GRACE_PERIOD_DAYS} days after the first release without it`, async () => {
    const second = await build("second", ["page-a2.js"]);
    await release({ site, build: await build("first", ["page-a1.js"]), now: start });
    await release({ site, build: second, now: later(HOUR) });
    await release({ site, build: second, now: later(HOUR + (GRACE_PERIOD_DAYS - 1) * DAY) });
    expect(await servedAssets()).toEqual(["page-a1.js", "page-a2.js"]);

    const last = await release({ site, build: second, now: later(HOUR + GRACE_PERIOD_DAYS * DAY) });
    expect(await servedAssets()).toEqual(["page-a2.js"]);
    expect(last.dropped).toEqual(["page-a1.js"]);
  });

  it("carries on from a release made by hand before this script existed", async () => {
    const handMade = join(site, "releases/old");
    await mkdir(join(handMade, "client/assets"), { recursive: true });
    await writeFile(join(handMade, "client/assets/page-old.js"), "old");
    await symlink(handMade, join(site, "current"));

    await release({ site, build: await build("new", ["page-new.js"]), now: start });
    expect(await servedAssets()).toEqual(["page-new.js", "page-old.js"]);
  });

  it("refuses a build folder without the site or its nginx rules, and changes nothing", async () => {
    const incomplete = join(work, "incomplete");
    await mkdir(join(incomplete, "client"), { recursive: true });
    await expect(release({ site, build: incomplete, now: start })).rejects.toThrow(
      /hosting\/nginx-site\.conf is missing: run `npm run build` first/,
    );
    await expect(readdir(site)).rejects.toThrow(/ENOENT/);
  });
});

describe("rolling back", () => {
  it("serves the release before the current one again, and refuses past the first", async () => {
    await release({ site, build: await build("first", ["a.js"]), now: start });
    await release({ site, build: await build("second", ["b.js"]), now: later(HOUR) });
    expect(await served("index.html")).toBe("<p>second</p>");
    await rollBack(site);
    expect(await served("index.html")).toBe("<p>first</p>");
    expect(await servedAssets()).toEqual(["a.js"]);
    await expect(rollBack(site)).rejects.toThrow(/No release before/);
  });
});
