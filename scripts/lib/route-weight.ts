/**
 * What a prerendered page makes the browser download before the visitor does anything, read from
 * the build output alone (no browser, no timing), so budgets can be checked deterministically:
 * the HTML (inline styles and scripts included), its stylesheets, every script the page loads or preloads plus the
 * modules those import statically, the fonts it preloads or its stylesheets use, and the images
 * it loads eagerly. Chunks that are only imported dynamically (widgets loaded on demand) are
 * listed apart: they are not part of the first load.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface RouteWeight {
  /** Bytes over the wire, as a gzip-serving host sends them (fonts and images as they are). */
  html: number;
  css: number;
  js: number;
  fonts: number;
  /** The largest image the page loads eagerly (not `loading="lazy"`), 0 when there is none. */
  largestEagerImage: number;
  total: number;
  /** The script files counted in `js`, for reports. */
  scripts: string[];
  /** Chunks those scripts import dynamically: loaded on demand, not counted above. */
  lazyScripts: string[];
}

const ASSET_URL = /\/assets\/[\w.-]+/g;
const FONT_EXTENSIONS = /\.(woff2?|ttf|otf)$/;
const IMAGE_EXTENSIONS = /\.(avif|webp|png|jpe?g|gif|svg)$/;

/** gzip at the level the build precompresses with, so the figures match what nginx serves. */
export function gzipBytes(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    if (match[1]) found.set(match[1].toLowerCase(), match[2] ?? "");
  }
  return found;
}

function tags(html: string, name: string): Map<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((match) =>
    attributes(match[1] ?? ""),
  );
}

/** Static `import … from "./x.js"` and `import "./x.js"` of a built chunk, as /assets/ paths. */
function staticImports(code: string): { statics: string[]; dynamics: string[] } {
  const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    (match) => `/assets/${match[1]}`,
  );
  // Vite lists the files of dynamic imports in __vite__mapDeps and imports them as "./x.js" too,
  // but only inside import(...), which the pattern above does not match.
  const dynamics = [...code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map(
    (match) => `/assets/${match[1]}`,
  );
  const mapped = /__vite__mapDeps=[^[]*\[([^\]]*)\]/.exec(code)?.[1] ?? "";
  for (const match of mapped.matchAll(/["']assets\/([\w.-]+\.js)["']/g)) {
    dynamics.push(`/assets/${match[1]}`);
  }
  return { statics, dynamics };
}

export function measureRoute(clientDir: string, htmlFile: string): RouteWeight {
  const html = readFileSync(join(clientDir, htmlFile), "utf8");
  const read = (url: string) => readFileSync(join(clientDir, url));
  const exists = (url: string) => existsSync(join(clientDir, url));

  const stylesheets = tags(html, "link")
    .filter((link) => link.get("rel") === "stylesheet")
    .map((link) => link.get("href") ?? "")
    .filter(exists);
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (match) => match[1] ?? "",
  );
  const css = [...new Set(stylesheets)].reduce((sum, url) => sum + gzipBytes(read(url)), 0);

  // Scripts: <script src>, modulepreloads, and the /assets/ URLs inline module scripts import.
  const seeds = [
    ...tags(html, "script").map((script) => script.get("src") ?? ""),
    ...tags(html, "link")
      .filter((link) => link.get("rel") === "modulepreload")
      .map((link) => link.get("href") ?? ""),
    ...[...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].flatMap((match) =>
      [...(match[1] ?? "").matchAll(ASSET_URL)].map((url) => url[0]),
    ),
  ].filter((url) => url.endsWith(".js") && exists(url));
  const scripts = new Set<string>();
  const lazy = new Set<string>();
  const queue = [...seeds];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (scripts.has(url)) continue;
    scripts.add(url);
    const { statics, dynamics } = staticImports(read(url).toString("utf8"));
    queue.push(...statics.filter(exists));
    for (const dynamic of dynamics) lazy.add(dynamic);
  }
  const js = [...scripts].reduce((sum, url) => sum + gzipBytes(read(url)), 0);

  const cssText = [...stylesheets.map((url) => read(url).toString("utf8")), ...inlineStyles];
  const fontUrls = new Set([
    ...tags(html, "link")
      .filter((link) => link.get("rel") === "preload" && link.get("as") === "font")
      .map((link) => link.get("href") ?? ""),
    ...cssText.flatMap((text) => [...text.matchAll(ASSET_URL)].map((url) => url[0])),
  ]);
  const fonts = [...fontUrls]
    .filter((url) => FONT_EXTENSIONS.test(url) && exists(url))
    .reduce((sum, url) => sum + read(url).length, 0);

  const eagerImages = tags(html, "img")
    .filter((img) => img.get("loading") !== "lazy")
    .map((img) => img.get("src") ?? "")
    .filter((url) => IMAGE_EXTENSIONS.test(url) && exists(url));
  const largestEagerImage = Math.max(0, ...eagerImages.map((url) => read(url).length));
  const imageBytes = eagerImages.reduce((sum, url) => sum + read(url).length, 0);

  const htmlBytes = gzipBytes(html);
  return {
    html: htmlBytes,
    css,
    js,
    fonts,
    largestEagerImage,
    total: htmlBytes + css + js + fonts + imageBytes,
    scripts: [...scripts].sort(),
    lazyScripts: [...lazy].filter((url) => !scripts.has(url)).sort(),
  };
}
