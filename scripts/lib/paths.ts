import { join } from "node:path";

/** Where the project and its build are, for every script. */
export const projectRoot = join(import.meta.dirname, "../..");
export const clientDir = join(projectRoot, "build/client");

/** Files the build writes beside a client folder: used to serve or check it, never deployed. */
export function buildFiles(client = clientDir) {
  return {
    /** nginx's serving rules, included by deploy/nginx/k-youth.conf. */
    nginxSite: join(client, "../hosting/nginx-site.conf"),
    /** The security headers the build was made with, which scripts/serve.ts sends. */
    headers: join(client, "../hosting/headers.json"),
    /** Vite's manifest of the client build (its chunk graph), for the budget check. */
    viteManifest: join(client, "../vite-manifest.json"),
  };
}
