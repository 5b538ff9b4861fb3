import { execFileSync } from "node:child_process";
import { basename, dirname, join } from "node:path";
import { parse } from "yaml";
import { ContentError } from "#app/content/content-errors.ts";
import { contentRoot, displayPath, isRecord, readYaml } from "#app/content/content-files.ts";

/**
 * The eligibility check's past programmes must keep every intake whose applications ever closed
 * (decision 142): its participants cannot apply again. An officer may move a dated intake to
 * `earlierIntakes`, never delete it; the build compares intakes.yaml with every committed version
 * of it and stops when a closed intake has gone, saying how to retire it instead.
 */

interface KnownIntake {
  year: number;
  name: string;
  /** When its applications closed, for a dated intake; an earlier intake has closed long ago. */
  closes?: number;
}

function listIn(data: unknown, key: string): unknown[] {
  return isRecord(data) && Array.isArray(data[key]) ? data[key] : [];
}

function named(entry: unknown): KnownIntake | undefined {
  return isRecord(entry) && typeof entry.year === "number" && typeof entry.name === "string"
    ? { year: entry.year, name: entry.name }
    : undefined;
}

/** Every intake an intakes.yaml names, earlier or dated, whatever its dates. */
function namedIn(data: unknown): KnownIntake[] {
  return [...listIn(data, "earlierIntakes"), ...listIn(data, "intakes")].flatMap(
    (entry) => named(entry) ?? [],
  );
}

/** The intakes a version of intakes.yaml names, dated ones with their close, as far as it can be read. */
function intakesIn(data: unknown): KnownIntake[] {
  const earlier = listIn(data, "earlierIntakes").flatMap((entry) => named(entry) ?? []);
  const dated = listIn(data, "intakes").flatMap((entry) => {
    const intake = named(entry);
    const close =
      isRecord(entry) && isRecord(entry.applicationsClose)
        ? entry.applicationsClose.date
        : undefined;
    const closes = close instanceof Date ? close.getTime() : Date.parse(String(close));
    return intake && Number.isFinite(closes) ? [{ ...intake, closes }] : [];
  });
  return [...earlier, ...dated];
}

/** The intakes that had closed by `now` in any earlier version and are missing from `current`. */
export function lostIntakes(current: unknown, versions: readonly unknown[], now: number) {
  // An entry still in the file is kept, even while its dates are being mended.
  const kept = new Set(namedIn(current).map((intake) => intake.year));
  const lost = new Map<number, string>();
  for (const version of versions) {
    for (const intake of intakesIn(version)) {
      const closed = intake.closes === undefined || intake.closes < now;
      if (closed && !kept.has(intake.year)) lost.set(intake.year, intake.name);
    }
  }
  return [...lost].sort(([a], [b]) => a - b).map(([year, name]) => ({ year, name }));
}

/** `file` as committed in each commit that changed it; none outside a git clone. */
export function committedVersions(file: string): unknown[] {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: dirname(file), encoding: "utf8", stdio: "pipe" });
  try {
    const commits = git("log", "--format=%H", "--", basename(file)).split("\n").filter(Boolean);
    return commits.map((commit) => parse(git("show", `${commit}:./${basename(file)}`)));
  } catch {
    return [];
  }
}

/** Stops the build when intakes.yaml has lost an intake that closed (see above). */
export function checkIntakesKept(
  now: number,
  file = join(contentRoot, "intakes.yaml"),
  versions = committedVersions(file),
): void {
  const lost = lostIntakes(readYaml(file), versions, now);
  if (lost.length === 0) return;
  const entries = lost.map(({ year, name }) => `    - year: ${year}\n      name: ${name}`);
  throw new ContentError(
    [
      `${displayPath(file)}: ${lost.map(({ name }) => name).join(", ")}: no longer in the file, although applications closed.`,
      "The eligibility check lists every intake whose applications closed among its past programmes: their participants cannot apply again.",
      'Put back what was removed, or retire each one by keeping its year and name under earlierIntakes (docs/editing.md, "Retiring an intake"):',
      `  earlierIntakes:\n${entries.join("\n")}`,
    ].join("\n"),
  );
}
