import { readFileSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { escapeHtml } from "../../app/content/markdown.ts";
import type { SiteContent } from "../../app/content/schema.ts";
import { DEFAULT_LANGUAGE, homePath, LANGUAGES, localizedPages } from "../../app/site-manifest.ts";
import { loadContent } from "./content-loader.ts";
import { writeAdminFiles } from "../../content-editor/build.ts";
import { writeAdminHosting } from "../../content-editor/hosting.ts";
import { connectOriginsFromEnv, writeHostingFiles } from "../../deploy/lib/hosting-build.ts";
import { attribute, isLink, rewriteElements } from "./html.ts";
import { hydrateAfterFirstPaint, isBootstrap } from "./hydrate-after-paint.ts";
import { writeIntakeCalendars } from "./intake-calendars.ts";
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
 * Nothing before the first paint but the HTML (decision 110, docs/benchmarks.md): module preloads
 * go (they held the text back for scripts it does not need), the scripts start after the first
 * paint, and the stylesheets are inlined as one `<style>`. Their `<link>`s stay, `disabled`,
 * because React hydrates the head as rendered.
 */
async function prepareFirstPaint(clientDir: string): Promise<void> {
  for (const name of await readdir(clientDir, { recursive: true })) {
    if (!name.endsWith(".html")) continue;
    const html = await readFile(join(clientDir, name), "utf8");
    let inlined = false;
    const css: string[] = [];
    const rewritten = rewriteElements(html, (element, source) => {
      if (isLink(element, "modulepreload")) return "";
      if (isBootstrap(element)) return hydrateAfterFirstPaint(element);
      if (!isLink(element, "stylesheet")) return null;
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
}
