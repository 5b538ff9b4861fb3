// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freshJson } from "./fresh-json.ts";

const folder = mkdtempSync(join(tmpdir(), "k-youth-fresh-json-"));
const file = join(folder, "headers.json");
afterEach(() => rmSync(file, { force: true }));

/** Writes the file with its own modification time, as two builds a second apart would. */
function write(value: unknown, second: number) {
  writeFileSync(file, JSON.stringify(value));
  utimesSync(file, second, second);
}

describe("freshJson", () => {
  it("gives the new content once a build has written the file again", () => {
    write({ build: 1 }, 1_000);
    const current = freshJson<{ build: number }>(file);
    expect(current()).toEqual({ build: 1 });
    write({ build: 2 }, 2_000);
    expect(current()).toEqual({ build: 2 });
  });

  it("keeps the last content while a build has removed the file", () => {
    write({ build: 1 }, 1_000);
    const current = freshJson(file);
    current();
    rmSync(file);
    expect(current()).toEqual({ build: 1 });
  });

  it("says so when there never was a file", () => {
    expect(() => freshJson(file)()).toThrow(/ENOENT/);
  });
});
