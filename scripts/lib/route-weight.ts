// What a prerendered page downloads before the visitor does anything, read from the build output
// alone so budgets are deterministic: HTML, stylesheets, fonts, eager images, and scripts from
// Vite's build manifest.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type PageBudget, localizedPages, ROOT_REDIRECT_PAGE } from "#app/site-manifest.ts";
import { attribute, elements, isLink, textOf } from "#deploy/lib/html.ts";

/** Bytes as a gzip-serving host sends them; `lazyScripts` are loaded on demand, not counted. */
export interface RouteWeight extends PageBudget {
  scripts: string[];
  lazyScripts: string[];
}

/** Vite's `.vite/manifest.json` of the client build. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** React Router builds each route module as a client entry under this query. */
const ROUTE_CHUNK = "?__react-router-build-client-route";

/**
 * A page's first-load scripts: React Router's route manifest (not in Vite's), the client entry,
 * the root and page route chunks and their static imports; dynamic imports apart.
 */
function pageScripts(clientDir: string, manifest: ViteManifest, routeModule: string) {
  const routerManifest = readdirSync(join(clientDir, "assets"))
    .filter((name) => /^manifest-\w+\.js$/.test(name))
    .map((name) => `/assets/${name}`);
  const clientEntries = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry && !key.endsWith(ROUTE_CHUNK),
  );
  const routes = [`app/root.tsx${ROUTE_CHUNK}`, `app/${routeModule}${ROUTE_CHUNK}`];
  const missing = routes.filter((key) => !(key in manifest));
  if (routerManifest.length !== 1 || clientEntries.length !== 1 || missing.length > 0) {
    throw new Error(
      `The build lacks React Router's manifest, the client entry or ${missing.join(", ")}`,
    );
  }

  const loaded = new Set<string>(routerManifest);
  const dynamic = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(`/${chunk.file}`)) return;
    loaded.add(`/${chunk.file}`);
    for (const lazy of chunk.dynamicImports ?? []) dynamic.add(`/${manifest[lazy]?.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...clientEntries, ...routes]) visit(key);
  return {
    scripts: [...loaded].sort(),
    lazyScripts: [...dynamic].filter((file) => !loaded.has(file)).sort(),
  };
}

const ASSET_URL = /\/assets\/[\w.-]+/g;
const FONT_EXTENSIONS = /\.(woff2?|ttf|otf)$/;
const IMAGE_EXTENSIONS = /\.(avif|webp|png|jpe?g|gif|svg)$/;

/** At the level the build precompresses with, as nginx serves it. */
export function gzipBytes(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** A prerendered page's weight; `routeModule` (relative to app/) is what it hydrates, if anything. */
export function measureRoute(
  clientDir: string,
  manifest: ViteManifest,
  page: { file: string; routeModule?: string },
): RouteWeight {
  const html = readFileSync(join(clientDir, page.file), "utf8");
  const read = (url: string) => readFileSync(join(clientDir, url));
  const exists = (url: string) => existsSync(join(clientDir, url));
  const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
  const tree = elements(html);
  const links = (rel: string) => tree.filter((el) => isLink(el, rel));

  // None on a page the build finished (its styles are in the HTML); counted should one return.
  const stylesheets = [
    ...new Set(links("stylesheet").map((link) => attribute(link, "href") ?? "")),
  ].filter(exists);
  const css = sum(stylesheets.map((url) => gzipBytes(read(url))));

  const { scripts, lazyScripts } = page.routeModule
    ? pageScripts(clientDir, manifest, page.routeModule)
    : { scripts: [], lazyScripts: [] };
  const js = sum(scripts.map((url) => gzipBytes(read(url))));

  const cssText = [
    ...stylesheets.map((url) => read(url).toString("utf8")),
    ...tree.filter((el) => el.tagName === "style").map(textOf),
  ];
  const fontUrls = new Set([
    ...links("preload")
      .filter((link) => attribute(link, "as") === "font")
      .map((link) => attribute(link, "href") ?? ""),
    ...cssText.flatMap((text) => [...text.matchAll(ASSET_URL)].map((url) => url[0])),
  ]);
  const fonts = sum(
    [...fontUrls]
      .filter((url) => FONT_EXTENSIONS.test(url) && exists(url))
      .map((url) => read(url).length),
  );

  const eagerImages = tree
    .filter((el) => el.tagName === "img" && attribute(el, "loading") !== "lazy")
    .map((img) => attribute(img, "src") ?? "")
    .filter((url) => IMAGE_EXTENSIONS.test(url) && exists(url))
    .map((url) => read(url).length);

  const htmlBytes = gzipBytes(html);
  return {
    html: htmlBytes,
    css,
    js,
    fonts,
    largestEagerImage: Math.max(0, ...eagerImages),
    total: htmlBytes + css + js + fonts + sum(eagerImages),
    scripts,
    lazyScripts,
  };
}

// Budgets per page are set in app/site-manifest.ts; raise one only with a decision record.

/** `file` under build/client; `routeModule` (under app/) is what it hydrates, if anything. */
export interface RouteBudget {
  name: string;
  file: string;
  routeModule?: string;
  budget: PageBudget;
}

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  ...localizedPages.map(({ path, file, page }) => ({
    name: path,
    file,
    routeModule: page.module,
    budget: page.budget,
  })),
  { name: "/ (redirect)", file: ROOT_REDIRECT_PAGE.file, budget: ROOT_REDIRECT_PAGE.budget },
];

export function overruns(route: RouteBudget, weight: RouteWeight) {
  return (Object.keys(route.budget) as (keyof PageBudget)[])
    .filter((measure) => weight[measure] > route.budget[measure])
    .map((measure) => ({
      route: route.name,
      measure,
      actual: weight[measure],
      limit: route.budget[measure],
    }));
}
