/**
 * What Cloudflare Pages and Netlify serve: `build/static-host/`, the build with each page as a flat
 * `<page>.html` beside its folder, plus `_headers` and `_redirects`. Those hosts serve a folder's
 * `index.html` at the address with a slash and redirect the one without (`/k-youth` 308 to
 * `/k-youth/`), while a flat file is served at the address without; so the canonical address
 * answers 200 there as on nginx. build/client keeps the folders nginx and deploy/serve.ts serve.
 */
import { cp, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { buildFiles, filesUnder } from "./paths.ts";

const HOST_CONFIG_FILE_NAMES = ["_headers", "_redirects"] as const;

/** `SITE_PREVIEW=yes`: a pull request's preview, which search engines must never index. */
const PREVIEW_ENV_NAME = "SITE_PREVIEW";
const PREVIEW_HEADERS = "/*\n  X-Robots-Tag: noindex, nofollow\n";
const PREVIEW_ROBOTS = "User-agent: *\nDisallow: /\n";

/** A page's flat file: `/k-youth/index.html` -> `/k-youth.html`; null for other files. */
function flatPageFile(file: string): string | null {
  if (!file.endsWith("/index.html") || file === "/index.html") return null;
  return `${file.slice(0, -"/index.html".length)}.html`;
}

/**
 * `_headers` with one block per path. Cloudflare Pages keeps only the last block of a path, so the
 * editor's block for `/admin` would otherwise drop the Cache-Control the site's block gave it.
 */
export function mergeHeaderBlocks(text: string): string {
  const comments: string[] = [];
  const blocks = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) comments.push(line);
    else if (/^\s+\S/.test(line)) current?.push(line);
    else if (line.trim() !== "") {
      current = blocks.get(line.trim()) ?? [];
      blocks.set(line.trim(), current);
    }
  }
  const rendered = [...blocks].map(([path, lines]) => [path, ...lines].join("\n"));
  return `${[...comments, ...rendered].join("\n\n")}\n`;
}

/**
 * Copies build/client to build/static-host with flat page files and no `.gz` copies (these hosts
 * compress by themselves, and would serve the copies as downloads), and moves the `_headers` and
 * `_redirects` the build wrote there, so no host serves them from build/client. A preview asks
 * search engines to keep out, by header and robots.txt.
 */
export async function writeStaticHostSite(
  clientDir: string,
  preview = process.env[PREVIEW_ENV_NAME] === "yes",
): Promise<string[]> {
  const target = buildFiles(clientDir).staticHost;
  await rm(target, { recursive: true, force: true });
  await cp(clientDir, target, {
    recursive: true,
    filter: (source) => !source.endsWith(".gz"),
  });
  const flattened: string[] = [];
  for (const file of (await filesUnder(target)).map((path) => `/${path}`)) {
    const flat = flatPageFile(file);
    if (flat === null) continue;
    await rename(join(target, file), join(target, flat));
    // A folder that held only the page goes too; one with deeper pages stays.
    await rmdir(dirname(join(target, file))).catch(() => undefined);
    flattened.push(flat);
  }
  // The root's redirect page would shadow Netlify's `/` rule; both hosts redirect `/` by rule.
  await rm(join(target, "index.html"));
  for (const name of HOST_CONFIG_FILE_NAMES) {
    await rm(join(target, name), { force: true });
    const text = await readFile(join(clientDir, name), "utf8");
    const headers = preview ? `${text}\n${PREVIEW_HEADERS}` : text;
    await writeFile(join(target, name), name === "_headers" ? mergeHeaderBlocks(headers) : text);
    await rm(join(clientDir, name));
  }
  if (preview) await writeFile(join(target, "robots.txt"), PREVIEW_ROBOTS);
  return flattened;
}
