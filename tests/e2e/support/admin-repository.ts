import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { contentFiles as contentFilePaths, displayPath } from "#app/content/content-files.ts";

/**
 * The content files as the repository holds them, each language's and the shared ones:
 * `app/content/en/faq.yaml` -> its text.
 */
export function contentFiles(): Record<string, string> {
  return Object.fromEntries(
    contentFilePaths().map((file) => [displayPath(file), readFileSync(file, "utf8")]),
  );
}

/** The folder in the browser's private file system that stands in for a clone. */
const REPOSITORY = "k-youth-clone";

/**
 * Replaces the browser's folder picker with a folder of the origin private file system: real
 * FileSystemDirectoryHandle objects, as "Work with Local Repository" gets from the picker. Sveltia
 * CMS only checks that the folder has a `.git` entry.
 */
export async function useRepositoryAsPickedFolder(page: Page) {
  await page.addInitScript((name) => {
    Object.defineProperty(window, "showDirectoryPicker", {
      configurable: true,
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(name),
    });
  }, REPOSITORY);
}

/** Writes the files (and a `.git` folder) into the stand-in clone; run on a page of the site. */
export async function seedRepository(page: Page, files: Record<string, string>) {
  await page.evaluate(
    async ({ name, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(name, { recursive: true }).catch(() => undefined);
      const repository = await root.getDirectoryHandle(name, { create: true });
      const git = await repository.getDirectoryHandle(".git", { create: true });
      const head = await (await git.getFileHandle("HEAD", { create: true })).createWritable();
      await head.write("ref: refs/heads/main\n");
      await head.close();
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split("/");
        let dir = repository;
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, { create: true });
        }
        const file = await dir.getFileHandle(parts.at(-1) ?? "", { create: true });
        const writable = await file.createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { name: REPOSITORY, files },
  );
}

/** Reads files back from the stand-in clone. */
export async function readRepository(page: Page, paths: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ name, paths }) => {
      const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
      const result: Record<string, string> = {};
      for (const path of paths) {
        const parts = path.split("/");
        let dir = repository;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        const file = await dir.getFileHandle(parts.at(-1) ?? "");
        result[path] = await (await file.getFile()).text();
      }
      return result;
    },
    { name: REPOSITORY, paths },
  );
}
