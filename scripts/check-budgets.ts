/**
 * Fails when a page of the build downloads more than its budget (scripts/lib/budgets.ts) before
 * the visitor does anything. Deterministic: it reads build/client, it does not time anything.
 *
 *   npm run check:budgets [-- --dir build/client]
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { overruns, ROUTE_BUDGETS } from "./lib/budgets.ts";
import { measureRoute } from "./lib/route-weight.ts";

const { values } = parseArgs({ options: { dir: { type: "string", default: "build/client" } } });
const clientDir = join(import.meta.dirname, "..", values.dir);
if (!existsSync(join(clientDir, "k-youth/index.html"))) {
  console.error(`No build in ${values.dir}: run \`npm run build\` first.`);
  process.exit(1);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const failures = ROUTE_BUDGETS.flatMap((route) => {
  const weight = measureRoute(clientDir, route.file);
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
