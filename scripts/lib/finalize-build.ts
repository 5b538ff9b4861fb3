import { readFileSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { escapeHtml } from "#app/content/markdown.ts";
import type { SiteContent } from "#app/content/schema.ts";
import { DEFAULT_LANGUAGE, homePath, LANGUAGES, localizedPages } from "#app/site-manifest.ts";
import { loadContent } from "#app/content/content-files.ts";
import { writeAdminFiles } from "#content-editor/build.ts";
import { writeAdminHosting } from "#deploy/lib/editor-hosting.ts";
import { connectOriginsFromEnv, writeHostingFiles } from "#deploy/lib/hosting-build.ts";
import { attribute, elements, isLink, rewriteElements } from "#deploy/lib/html.ts";
import { hydrateAfterFirstPaint, isBootstrap } from "./hydrate-after-paint.ts";
import { isInlineCode, minifyInlineScript } from "./minify-inline-scripts.ts";
import { writeIntakeCalendars } from "./intake-calendars.ts";
import { buildFiles } from "#deploy/lib/paths.ts";
import { buildIdText, writeBuildId } from "#deploy/lib/build-id.ts";
import { writeStaticHostSite } from "#deploy/lib/static-host.ts";
import { writeSeoFiles } from "./seo-build.ts";
import { readBrandColours } from "./brand-colours.ts";
import { SITE_STYLES_ATTRIBUTE } from "#app/layout/site-styles.tsx";

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
 * The site's one stylesheet, as Vite's manifest names it when CSS is not split per chunk. Every
 * stylesheet file goes once it is read: no page links one, and the server build leaves a copy of
 * its own (in another order) among the client's assets.
 */
async function takeSiteStylesheet(clientDir: string): Promise<string> {
  const manifest = JSON.parse(readFileSync(buildFiles(clientDir).viteManifest, "utf8")) as Record<
    string,
    { file: string } | undefined
  >;
  const file = manifest["style.css"]?.file;
  if (!file) throw new Error("The client build has no single style.css (build.cssCodeSplit)");
  const css = readFileSync(join(clientDir, file), "utf8");
  const assets = join(clientDir, "assets");
  for (const name of await readdir(assets)) {
    if (name.endsWith(".css")) await rm(join(assets, name));
  }
  return css;
}

const ROUTE_MANIFEST = /^manifest-\w+\.js$/;
const ROUTE_MANIFEST_ASSIGNMENT = "window.__reactRouterManifest=";

/**
 * React Router's route manifest lists the stylesheet under the root route, and the router preloads
 * it whenever the root's data reloads (a change of language); every page already holds it, so the
 * manifest lists none. The file keeps its name: the change follows from its content alone.
 */
async function unlistStylesheets(clientDir: string): Promise<void> {
  const assets = join(clientDir, "assets");
  const [name, ...others] = (await readdir(assets)).filter((file) => ROUTE_MANIFEST.test(file));
  const source = name ? await readFile(join(assets, name), "utf8") : "";
  if (!name || others.length > 0 || !source.startsWith(ROUTE_MANIFEST_ASSIGNMENT)) {
    throw new Error("The client build has no single route manifest of the form this build knows");
  }
  const manifest = JSON.parse(source.slice(ROUTE_MANIFEST_ASSIGNMENT.length).replace(/;$/, "")) as {
    entry: { css: string[] };
    routes: Record<string, { css?: string[] }>;
  };
  manifest.entry.css = [];
  for (const route of Object.values(manifest.routes)) route.css = [];
  await writeFile(join(assets, name), `${ROUTE_MANIFEST_ASSIGNMENT}${JSON.stringify(manifest)};`);
}

/**
 * Nothing before the first paint but the HTML (docs/benchmarks.md): module preloads go (they held
 * the text back for scripts it does not need), the scripts start after the first paint, and the
 * site's stylesheet is written into the page's `<style data-site-styles>` (app/layout/
 * site-styles.tsx). No page may link a stylesheet: one that did would be fetched before the paint.
 */
async function prepareFirstPaint(clientDir: string): Promise<void> {
  const css = await takeSiteStylesheet(clientDir);
  await unlistStylesheets(clientDir);
  for (const { file } of localizedPages) {
    const html = await readFile(join(clientDir, file), "utf8");
    let styled = false;
    const rewritten = rewriteElements(html, (element, source) => {
      if (isLink(element, "modulepreload")) return "";
      if (isBootstrap(element)) {
        const bootstrap = hydrateAfterFirstPaint(element);
        const [rewritten] = elements(bootstrap).filter(isInlineCode);
        return rewritten ? minifyInlineScript(bootstrap, rewritten) : bootstrap;
      }
      if (isInlineCode(element)) return minifyInlineScript(source, element);
      if (isLink(element, "stylesheet")) {
        throw new Error(`${file} links the stylesheet ${attribute(element, "href")}`);
      }
      if (element.tagName !== "style" || attribute(element, SITE_STYLES_ATTRIBUTE) === undefined) {
        return null;
      }
      styled = true;
      return `<style ${SITE_STYLES_ATTRIBUTE}="">${css}</style>`;
    });
    if (!styled)
      throw new Error(`${file} has no <style ${SITE_STYLES_ATTRIBUTE}> for the site's styles`);
    await writeFile(join(clientDir, file), rewritten);
  }
}

/**
 * Turns React Router's prerender output into what a static host serves: a redirect page at `/`,
 * `404.html`, no SPA fallback, pages ready for their first paint, SEO and hosting files.
 * `projectRoot` and `mode` pick the `.env` files, as Vite does.
 */
export async function finalizeStaticBuild(
  clientDir: string,
  { projectRoot, mode }: { projectRoot: string; mode: string },
): Promise<void> {
  const site = loadContent(DEFAULT_LANGUAGE, "site");
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
  console.log(`Build id: ${buildIdText(await writeBuildId(clientDir))}`);
  const sitemapUrls = await writeSeoFiles(clientDir);
  console.log(
    `Findability: ${localizedPages.length} share cards, icons, manifest, robots.txt; sitemap with ${sitemapUrls.join(", ")}`,
  );
  console.log(`Intake calendars: ${(await writeIntakeCalendars(clientDir)).join(", ")}`);
  // The content editor at /admin/ (no public page links to it or loads its code).
  const admin = await writeAdminFiles(clientDir);
  console.log(
    `Content editor: Sveltia CMS ${admin.version} at /admin/ (${admin.files.join(", ")})`,
  );
  const hosting = await writeHostingFiles(clientDir, connectOriginsFromEnv(projectRoot, mode));
  await writeAdminHosting(clientDir, hosting.securityHeaders);
  const flatPages = await writeStaticHostSite(clientDir);
  console.log(
    `Cloudflare Pages and Netlify: build/static-host with ${flatPages.length} flat pages, _headers, _redirects`,
  );
}
