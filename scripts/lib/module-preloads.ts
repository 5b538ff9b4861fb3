import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The page without React Router's `<link rel="modulepreload">` tags; its module script stays. */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/**
 * Removes module preloads from every prerendered page. The pages are complete HTML, so scripts
 * are not needed for the first paint, yet thirteen high-priority preloads ahead of the stylesheet
 * made the text wait for JavaScript it does not use (Lighthouse mobile FCP 2.3 s with them,
 * 1.5 s without; see docs/benchmarks.md). Without them the browser still finds every module from
 * the module script, two round trips later, which only delays hydration.
 * Returns the number of pages changed.
 */
export async function dropModulePreloads(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const stripped = withoutModulePreloads(html);
    if (stripped === html) continue;
    await writeFile(file, stripped);
    changed += 1;
  }
  return changed;
}
