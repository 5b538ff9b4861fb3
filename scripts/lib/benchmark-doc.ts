import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { projectRoot } from "./paths.ts";

/** The machine a benchmark ran on, for the record beside its figures. */
export const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM`;

/** Writes a generated file already formatted, so `npm run lint` stays quiet after a benchmark. */
export async function writeFormatted(path: string, text: string): Promise<void> {
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}

/** Replaces the block between two markers of docs/benchmarks.md (markers included). */
export async function recordInBenchmarks(start: string, end: string, block: string) {
  const path = join(projectRoot, "docs/benchmarks.md");
  const doc = readFileSync(path, "utf8");
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${path} has no ${start} … ${end} markers`);
  await writeFormatted(path, `${doc.slice(0, from)}${start}\n${block}\n${doc.slice(to)}`);
  console.log(`Recorded in ${path}`);
}
