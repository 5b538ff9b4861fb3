/**
 * Fails when a file Git tracks still holds merge-conflict markers, naming the file and the lines.
 *
 *   npm run check:conflict-markers
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "#deploy/lib/paths.ts";
import { conflictMarkers } from "./lib/conflict-markers.ts";

const files = execFileSync("git", ["ls-files", "-z"], { cwd: projectRoot, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const problems = files.flatMap((file) => {
  const bytes = readFileSync(join(projectRoot, file));
  // Images, fonts and other binaries hold no text to merge.
  if (bytes.includes(0)) return [];
  return conflictMarkers(bytes.toString("utf8")).map(
    ({ line, text }) => `${file}:${line}: ${text}`,
  );
});
if (problems.length > 0) {
  console.error(
    `Merge-conflict markers left in the repository; resolve them:\n${problems.join("\n")}`,
  );
  process.exit(1);
}
console.log(`No merge-conflict markers in ${files.length} files.`);
