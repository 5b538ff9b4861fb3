import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { ContentError } from "#app/content/content-errors.ts";
import { checkIntakesKept, committedVersions, lostIntakes } from "./intake-history.ts";

// Fixture intakes of the test's own.
const dated = (year: number) => ({
  year,
  name: `Round ${year}`,
  applicationsClose: { date: `${year}-03-31T23:59:59+08:00` },
});
const before = { earlierIntakes: [{ year: 2040, name: "Round 2040" }], intakes: [dated(2041)] };
const NOW = Date.parse("2042-01-01T00:00:00+08:00");

describe("intakes are never lost", () => {
  it("finds a closed intake deleted from the file, and an earlier one", () => {
    const deleted = { earlierIntakes: [], intakes: [dated(2043)] };
    expect(lostIntakes(deleted, [before], NOW)).toEqual([
      { year: 2040, name: "Round 2040" },
      { year: 2041, name: "Round 2041" },
    ]);
  });

  it("accepts a closed intake moved to earlierIntakes, and a deleted one that never closed", () => {
    const retired = {
      earlierIntakes: [...before.earlierIntakes, { year: 2041, name: "Round 2041" }],
      intakes: [dated(2043)],
    };
    expect(lostIntakes(retired, [before], NOW)).toEqual([]);
    const cancelled = { earlierIntakes: before.earlierIntakes, intakes: [dated(2041)] };
    expect(
      lostIntakes(cancelled, [{ ...before, intakes: [dated(2041), dated(2043)] }], NOW),
    ).toEqual([]);
  });

  it("keeps an intake still in the file while its dates are being mended", () => {
    const mending = { ...before, intakes: [{ year: 2041, name: "Round 2041" }] };
    expect(lostIntakes(mending, [before], NOW)).toEqual([]);
  });

  it("stops the build naming the intake and saying how to retire it, from the file's git history", () => {
    const root = mkdtempSync(join(tmpdir(), "k-youth-intakes-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const file = join(root, "intakes.yaml");
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "pipe" });
    git("init", "-q");
    writeFileSync(file, JSON.stringify(before));
    git("add", "intakes.yaml");
    git("-c", "user.name=Officer", "-c", "user.email=o@example.com", "commit", "-qm", "intakes");
    expect(committedVersions(file)).toEqual([before]);

    writeFileSync(file, JSON.stringify({ ...before, intakes: [dated(2043)] }));
    let message = "";
    try {
      checkIntakesKept(NOW, file);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      message = (error as Error).message;
    }
    expect(message).toContain("Round 2041: no longer in the file, although applications closed.");
    expect(message).toContain("  earlierIntakes:\n    - year: 2041\n      name: Round 2041");
    expect(message).not.toContain("Round 2040");
  });

  it("checks nothing outside a git clone", () => {
    const root = mkdtempSync(join(tmpdir(), "k-youth-no-git-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    expect(committedVersions(join(root, "intakes.yaml"))).toEqual([]);
  });
});
