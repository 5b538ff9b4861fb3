// Fails when a page of build/client downloads more than its budget before any interaction.
import { existsSync, readFileSync } from "node:fs";
import { buildFiles, clientDir } from "#deploy/lib/paths.ts";
import { measureRoute, overruns, ROUTE_BUDGETS, type ViteManifest } from "./lib/route-weight.ts";

const { viteManifest } = buildFiles();
if (!existsSync(viteManifest)) {
  console.error("No build in build/client: run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(viteManifest, "utf8")) as ViteManifest;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const failures = ROUTE_BUDGETS.flatMap((route) => {
  const weight = measureRoute(clientDir, manifest, route);
  const cells = (["js", "css", "html", "fonts", "largestEagerImage", "total"] as const).map(
    (measure) => `${measure} ${kib(weight[measure])}/${kib(route.budget[measure])}`,
  );
  console.log(`${route.name.padEnd(16)} ${cells.join("  ")}`);
  if (weight.lazyScripts.length > 0) {
    console.log(`${"".padEnd(16)} on demand: ${weight.lazyScripts.join(", ")}`);
  }
  return overruns(route, weight);
});

if (failures.length > 0) {
  for (const { route, measure, actual, limit } of failures) {
    console.error(
      `Over budget: ${route} ${measure} is ${kib(actual)}, the budget is ${kib(limit)}`,
    );
  }
  process.exit(1);
}
console.log("Every page is within its budget.");
