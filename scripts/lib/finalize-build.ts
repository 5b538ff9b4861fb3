import { readFileSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { escapeHtml } from "../../app/content/markdown.ts";
import type { SiteContent } from "../../app/content/schema.ts";
import { DEFAULT_LANGUAGE, homePath, LANGUAGES, localizedPages } from "../../app/site-manifest.ts";
import { contentRoot, loadContentFile } from "./content-loader.ts";
import { writeAdminFiles } from "./admin-build.ts";
import { writeAdminHosting } from "./admin-hosting.ts";
import { connectOriginsFromEnv, writeHostingFiles } from "./hosting-build.ts";
import { attribute, isModulePreload, isStylesheet, rewriteElements } from "./html.ts";
import { buildFiles } from "./paths.ts";
import { writeSeoFiles } from "./seo-build.ts";
import { readBrandColours } from "./brand-colours.ts";

/** The page `/` serves where the host cannot answer with a 301: a complete, valid document. */
export function redirectPage(site: SiteContent): string {
  const home = homePath(DEFAULT_LANGUAGE);
  const target = `${site.origin}${home}`;
  const name = escapeHtml(site.programme.name);
  return `<!DOCTYPE html>
<html lang="${LANGUAGES[DEFAULT_LANGUAGE].tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<meta name="robots" content="noindex">
<meta name="theme-color" content="${readBrandColours().brand}">
<meta http-equiv="refresh" content="0; url=${home}">
<link rel="canonical" href="${target}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script>location.replace("${home}" + location.search + location.hash)</script>
</head>
<body>
<p><a href="${home}">${name}</a></p>
</body>
</html>
`;
}

/**
 * Readies each prerendered page for its first paint, in one pass over the HTML:
 *
 * - React Router's module preloads go. The pages are complete HTML, so scripts are not needed for
 *   the first paint, yet thirteen high-priority preloads ahead of the stylesheet made the text wait
 *   for JavaScript it does not use (Lighthouse mobile FCP 2.3 s with them, 1.5 s without; see
 *   docs/benchmarks.md). The browser still finds every module from the module script.
 * - The page's stylesheets go into the page itself, in their order, as one `<style>` where the
 *   first of them was: Lighthouse's mobile simulation spent 300 to 480 ms waiting for the six
 *   small stylesheets of /k-youth. The `<link>` elements stay, `disabled` (never fetched), because
 *   React hydrates the head React Router rendered; on client navigations React Router adds the
 *   next page's stylesheets as usual.
 */
async function prepareFirstPaint(clientDir: string): Promise<void> {
  for (const name of await readdir(clientDir, { recursive: true })) {
    if (!name.endsWith(".html")) continue;
    const html = await readFile(join(clientDir, name), "utf8");
    let inlined = false;
    const css: string[] = [];
    const rewritten = rewriteElements(html, (element, source) => {
      if (isModulePreload(element)) return "";
      if (!isStylesheet(element)) return null;
      const href = (attribute(element, "href") ?? "").replace(/#$/, "");
      if (!href.startsWith("/assets/")) return null;
      css.push(readFileSync(join(clientDir, href), "utf8"));
      const disabled = source.replace(/\s*\/?>$/, " disabled>");
      if (inlined) return disabled;
      inlined = true;
      return `<style>__INLINED_CSS__</style>${disabled}`;
    });
    await writeFile(
      join(clientDir, name),
      rewritten.replace("__INLINED_CSS__", () => css.join("")),
    );
  }
}

export interface BuildContext {
  /** The project folder, where Vite looks for `.env` files. */
  projectRoot: string;
  /** Vite's mode, which picks the `.env.[mode]` files. */
  mode: string;
}

/**
 * Turns React Router's prerender output into the folder a static host serves: a proper redirect
 * page at `/`, the not-found page as `404.html`, no SPA fallback (every route is prerendered), no
 * module preloads ahead of the page's own CSS, and the hosting configuration with the CSP hashes
 * of the final HTML.
 */
export async function finalizeStaticBuild(
  clientDir: string,
  { projectRoot, mode }: BuildContext,
): Promise<void> {
  const site = loadContentFile(join(contentRoot, DEFAULT_LANGUAGE, "site.yaml")) as SiteContent;
  await writeFile(join(clientDir, "index.html"), redirectPage(site));
  // React Router writes `/404` as 404/index.html; hosts look for 404.html (ms/404.html, ...).
  for (const { key, path, file } of localizedPages) {
    if (key !== "notFound") continue;
    await rename(join(clientDir, path, "index.html"), join(clientDir, file));
    await rm(join(clientDir, path), { recursive: true, force: true });
    await rm(join(clientDir, `${path}.data`), { force: true });
  }
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
  // The budget check reads the chunk graph from Vite's manifest; it is no file of the site.
  await rename(join(clientDir, ".vite/manifest.json"), buildFiles(clientDir).viteManifest);
  await rm(join(clientDir, ".vite"), { recursive: true });
  await prepareFirstPaint(clientDir);
  const sitemapUrls = await writeSeoFiles(clientDir);
  console.log(
    `Findability: ${localizedPages.length} share cards, icons, manifest, robots.txt; sitemap with ${sitemapUrls.join(", ")}`,
  );
  // The content editor at /admin/ (no public page links to it or loads its code).
  const admin = await writeAdminFiles(clientDir);
  console.log(
    `Content editor: Sveltia CMS ${admin.version} at /admin/ (${admin.files.join(", ")})`,
  );
  const hosting = await writeHostingFiles(clientDir, connectOriginsFromEnv(projectRoot, mode));
  await writeAdminHosting(clientDir, hosting.securityHeaders);
}
