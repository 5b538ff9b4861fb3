/**
 * The content editor's own headers, for /admin and everything under /admin/ only. The public pages
 * keep their policy (deploy/lib/hosting-rules.ts) unchanged; the editor (Sveltia CMS) needs more:
 * GitHub's API and avatars, a sign-in popup (Cross-Origin-Opener-Policy same-origin-allow-popups),
 * the styles it injects, and blob:/data: images for previews. Found by loading the editor in
 * Chromium and reading the CSP violations (docs/decisions/115-content-editor.md).
 *
 * Added after the public hosting files are written, to each of them: nginx (a location of its own),
 * `_headers` (Cloudflare Pages removes the site-wide headers with `! Name`), and
 * build/hosting/headers.json for deploy/serve.ts.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type AdminSettings, adminSettingsFromEnv } from "#content-editor/config.ts";
import { ADMIN_PATH } from "#content-editor/build.ts";
import {
  CACHE_REVALIDATE,
  type HeaderList,
  type PolicyDirectives,
  policyText,
} from "./hosting-rules.ts";
import { buildFiles } from "./paths.ts";

/**
 * GitHub's API (REST and GraphQL), where the editor reads and commits the content files, and
 * GitHub's status page, which the editor asks to warn of an outage.
 */
const GITHUB_CONNECT = ["https://api.github.com", "https://www.githubstatus.com"];
/** Avatars of signed-in people. */
const GITHUB_IMAGES = ["https://avatars.githubusercontent.com"];

function adminContentSecurityPolicy(settings: AdminSettings): string {
  const directives: PolicyDirectives = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'"]],
    // Svelte components set styles on elements and inject their stylesheets at run time.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...GITHUB_IMAGES]],
    ["font-src", ["'self'", "data:"]],
    [
      "connect-src",
      [
        "'self'",
        "blob:",
        "data:",
        ...GITHUB_CONNECT,
        ...(settings.authBaseUrl ? [settings.authBaseUrl] : []),
      ],
    ],
    ["media-src", ["'self'", "blob:", "data:"]],
    ["frame-src", ["'self'", "blob:"]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
  ];
  return policyText(directives);
}

/** The public headers with the editor's policy, its popup-friendly opener policy and noindex. */
export function adminSecurityHeaders(
  publicHeaders: HeaderList,
  settings: AdminSettings,
): HeaderList {
  const own: HeaderList = [
    ["Content-Security-Policy", adminContentSecurityPolicy(settings)],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["X-Robots-Tag", "noindex, nofollow"],
  ];
  const replaced = new Set(own.map(([name]) => name.toLowerCase()));
  return [...publicHeaders.filter(([name]) => !replaced.has(name.toLowerCase())), ...own];
}

/** True for the editor's addresses: /admin, /admin/ and the files under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

function nginxValue(value: string): string {
  if (/[$\n\r]/.test(value)) throw new Error(`Cannot quote for nginx: ${value}`);
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

export function renderNginxAdmin(headers: HeaderList): string {
  const withCache: HeaderList = [...headers, ["Cache-Control", CACHE_REVALIDATE]];
  const lines = withCache
    .map(([name, value]) => `    add_header ${name} ${nginxValue(value)} always;`)
    .join("\n");
  return `
# The content editor (deploy/lib/editor-hosting.ts): its own Content-Security-Policy, opener
# policy and noindex. ${ADMIN_PATH}/ answers 301 to ${ADMIN_PATH} like every folder page above.
location = ${ADMIN_PATH} {
${lines}
    try_files ${ADMIN_PATH}/index.html =404;
}

location ${ADMIN_PATH}/ {
${lines}
    try_files $uri =404;
}
`;
}

export function renderStaticHostAdmin(publicHeaders: HeaderList, headers: HeaderList): string {
  // Only what differs from the site-wide `/*` rule; Cloudflare Pages drops those values first.
  const changed = headers.filter(
    ([name, value]) => publicHeaders.find(([other]) => other === name)?.[1] !== value,
  );
  const block = (path: string) =>
    [
      path,
      ...changed
        .filter(([name]) => publicHeaders.some(([other]) => other === name))
        .map(([name]) => `  ! ${name}`),
      ...changed.map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  return `\n${block(ADMIN_PATH)}\n\n${block(`${ADMIN_PATH}/*`)}\n`;
}

/** Adds the editor's headers to the hosting files the build has just written. */
export async function writeAdminHosting(
  clientDir: string,
  publicHeaders: HeaderList,
  settings: AdminSettings = adminSettingsFromEnv(),
): Promise<HeaderList> {
  const headers = adminSecurityHeaders(publicHeaders, settings);
  const files = buildFiles(clientDir);
  const manifest = JSON.parse(await readFile(files.headers, "utf8")) as Record<string, unknown>;
  await Promise.all([
    writeFile(
      files.headers,
      `${JSON.stringify({ ...manifest, adminSecurityHeaders: headers }, null, 2)}\n`,
    ),
    writeFile(
      files.nginxSite,
      `${await readFile(files.nginxSite, "utf8")}${renderNginxAdmin(headers)}`,
    ),
    writeFile(
      join(clientDir, "_headers"),
      `${await readFile(join(clientDir, "_headers"), "utf8")}${renderStaticHostAdmin(publicHeaders, headers)}`,
    ),
  ]);
  return headers;
}
