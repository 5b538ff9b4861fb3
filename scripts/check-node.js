// Stops `npm start`, `npm run dev` and `npm test` on a Node older than package.json's `engines`,
// with the command that gets a newer one, before anything slow runs. Plain JavaScript on purpose:
// it must run on the old Node it is there to refuse (Node 20 cannot run the .ts scripts).
// `npm install` is stopped earlier by `engine-strict` in .npmrc, which prints the same `engines`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * What to tell someone running `version` (like "20.20.2") when `engines.node` (">=X.Y.Z") asks
 * for more, or null when it is new enough.
 * @param {string} version
 * @param {{ node: string, "get-node": string }} engines
 * @returns {string | null}
 */
export function unsupportedNodeMessage(version, engines) {
  const minimum = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(engines.node);
  if (!minimum) throw new Error(`engines.node must read ">=X.Y.Z", not ${engines.node}`);
  const wanted = minimum.slice(1).map(Number);
  const current = version.split(".").map(Number);
  const difference = wanted.map((part, index) => (current[index] ?? 0) - part).find(Boolean);
  if (difference === undefined || difference > 0) return null;
  return [
    `This site needs Node ${wanted.join(".")} or newer; this is Node ${version}.`,
    "Get Node 24 from the npm registry (about 5 s) and put it first on the PATH:",
    `  ${engines["get-node"]}`,
    "(or, where you have them: nvm install 24, or fnm install 24 && fnm use 24)",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const message = unsupportedNodeMessage(process.versions.node, engines);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
