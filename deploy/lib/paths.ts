import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

export const projectRoot = join(import.meta.dirname, "../..");
export const clientDir = join(projectRoot, "build/client");

/** Files the build writes beside a client folder to serve or check it, never deployed. */
export function buildFiles(client = clientDir) {
  return {
    nginxSite: join(client, "../hosting/nginx-site.conf"),
    /** The security headers deploy/serve.ts sends. */
    headers: join(client, "../hosting/headers.json"),
    /** The commit and time the build was made from (deploy/lib/build-id.ts). */
    buildId: join(client, "../hosting/build-id.json"),
    /** The build as Cloudflare Pages and Netlify serve it (deploy/lib/static-host.ts). */
    staticHost: join(client, "../static-host"),
    /** Vite's chunk graph, for the budget check. */
    viteManifest: join(client, "../vite-manifest.json"),
  };
}

/** Every file under a folder, as sorted `/`-separated paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
