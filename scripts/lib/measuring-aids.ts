import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { clientDir } from "#deploy/lib/paths.ts";

const written: string[] = [];

/**
 * Writes a page that only a benchmark measures (a floor, or a copy of a page) into the build, where
 * nginx serves it beside the site's own pages, and returns its address.
 */
export function writeMeasuringAid(name: string, html: string): string {
  written.push(join(clientDir, name));
  writeFileSync(join(clientDir, name), html);
  return `/${name}`;
}

/** Takes every page `writeMeasuringAid` wrote out of the build again. */
export function removeMeasuringAids(): void {
  for (const file of written.splice(0)) rmSync(file, { force: true });
}
