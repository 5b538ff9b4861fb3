import { readFileSync, statSync } from "node:fs";

/**
 * A JSON file read again whenever it changes, so a server keeps up with `npm run build` without a
 * restart. While a build has removed the file and not yet written it again, the last one read
 * stands; before any was read, the error is thrown.
 */
export function freshJson<T>(file: string): () => T {
  let last: { changed: number; value: T } | undefined;
  return () => {
    let changed: number;
    try {
      changed = statSync(file).mtimeMs;
    } catch (error) {
      if (last) return last.value;
      throw error;
    }
    if (last?.changed !== changed) {
      last = { changed, value: JSON.parse(readFileSync(file, "utf8")) as T };
    }
    return last.value;
  };
}
