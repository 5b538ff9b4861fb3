// @vitest-environment node
// The release pipeline's workflow files, checked against GitHub's schema for workflows by
// @action-validator/cli, so a mistake shows here rather than on GitHub after a push. Their steps
// call project scripts, which have tests of their own (deploy/lib/pipeline.test.ts ...).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#deploy/lib/paths.ts";

const workflows = join(projectRoot, ".github/workflows");
const validator = join(projectRoot, "node_modules/@action-validator/cli/cli.mjs");

function validate(file: string) {
  const run = spawnSync(process.execPath, [validator, file], { encoding: "utf8" });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe("the workflow files", () => {
  const files = readdirSync(workflows).filter((name) => /\.ya?ml$/.test(name));

  it("are the pipeline's three: tests, release, preview", () => {
    expect(files.sort()).toEqual(["preview.yml", "release.yml", "test.yml"]);
  });

  for (const name of files) {
    it(`${name} follows GitHub's workflow schema`, () => {
      const { ok, output } = validate(join(workflows, name));
      expect(output).toBe("");
      expect(ok).toBe(true);
    });
  }

  it("a misspelt key fails the check", () => {
    const folder = mkdtempSync(join(tmpdir(), "k-youth-workflow-"));
    try {
      const broken = join(folder, "test.yml");
      const source = readFileSync(join(workflows, "test.yml"), "utf8");
      writeFileSync(broken, source.replace("runs-on:", "runs-onn:"));
      expect(validate(broken).ok).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("release daily at 00:05 Malaysia time (16:05 UTC), on main and by hand", () => {
    const release = readFileSync(join(workflows, "release.yml"), "utf8");
    expect(release).toContain('- cron: "5 16 * * *"');
    expect(release).toMatch(/push:\n\s+branches: \[main\]/);
    expect(release).toContain("workflow_dispatch:");
  });
});
