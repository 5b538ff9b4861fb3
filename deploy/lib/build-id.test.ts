// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_ID_META_NAME, currentCommit, readBuildId, stampBuildId } from "./build-id.ts";

const id = { commit: "0123abcd", builtAt: "2026-11-27T00:00:00.000Z" };

describe("the build id", () => {
  it("is written right after the page's charset and read back", () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head></html>';
    const stamped = stampBuildId(html, id);
    expect(stamped).toContain(
      `<meta charSet="utf-8"/><meta name="${BUILD_ID_META_NAME}" content="0123abcd 2026-11-27T00:00:00.000Z"/><title>`,
    );
    expect(readBuildId(stamped)).toBe("0123abcd 2026-11-27T00:00:00.000Z");
    expect(readBuildId(html)).toBe(null);
  });

  it("refuses a page without a charset, which would go out unnamed", () => {
    expect(() => stampBuildId("<p>x</p>", id)).toThrow(/no <meta charset>/);
  });

  it("names GitHub's commit, the checkout's, or none", async () => {
    expect(currentCommit({ GITHUB_SHA: "f00d" })).toBe("f00d");
    // A checkout of its own: the tests also run in copies of the project without Git.
    const checkout = await mkdtemp(join(tmpdir(), "k-youth-git-"));
    const outside = await mkdtemp(join(tmpdir(), "k-youth-no-git-"));
    try {
      const git = (...args: string[]) =>
        execFileSync("git", ["-c", "user.name=CI", "-c", "user.email=ci@example.com", ...args], {
          cwd: checkout,
          encoding: "utf8",
        }).trim();
      git("init", "--quiet");
      git("commit", "--quiet", "--allow-empty", "--message", "A commit");
      expect(currentCommit({}, checkout)).toBe(git("rev-parse", "HEAD"));
      expect(currentCommit({}, checkout)).toMatch(/^[0-9a-f]{40}$/);
      expect(currentCommit({}, outside)).toBe("unknown");
    } finally {
      await rm(checkout, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });
});
