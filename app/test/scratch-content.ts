import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, onTestFinished } from "vitest";
import { ContentError } from "#app/content/content-errors.ts";
import { loadContentFile } from "#app/content/content-files.ts";

export const englishContentDir = join(import.meta.dirname, "../../app/content/en");

/** A scratch language folder for one test, with the real ui.yaml; returns the first file's path. */
export function scratchContent(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "k-youth-content-"));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const dir = join(root, "en");
  mkdirSync(dir);
  copyFileSync(join(englishContentDir, "ui.yaml"), join(dir, "ui.yaml"));
  for (const [name, yaml] of Object.entries(files)) writeFileSync(join(dir, name), yaml);
  const [first] = Object.keys(files);
  if (first === undefined) throw new Error("scratchContent needs at least one file");
  return join(dir, first);
}

/** The message of the ContentError that loading the file raises. */
export function contentLoadError(file: string): string {
  try {
    loadContentFile(file);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the content to be rejected");
}
