// How the built site is hosted, in one place, rendered for every host we support (nginx, Netlify /
// Cloudflare Pages, deploy/serve.ts), so the Content-Security-Policy and rules cannot drift apart.
import {
  LANGUAGE_ROOT_REDIRECTS,
  LANGUAGES,
  languageOfPath,
  languages,
  localizedPage,
} from "#app/site-manifest.ts";
import { extname } from "node:path";

const ASSETS_PREFIX = "/assets/";

export function notFoundPageFor(pathname: string): string {
  return `/${localizedPage("notFound", languageOfPath(pathname)).file}`;
}
const NOT_FOUND_PAGE = notFoundPageFor("/");

const LANGUAGE_PREFIXES = languages.map((language) => LANGUAGES[language].prefix).filter(Boolean);

export interface Redirect {
  from: string;
  to: string;
  status: 301;
}

const REDIRECTS: readonly Redirect[] = LANGUAGE_ROOT_REDIRECTS.map(({ from, to }) => ({
  from,
  to,
  status: 301,
}));

/**
 * The longest request line (method, address, protocol) either server reads, in bytes: nginx's
 * `large_client_header_buffers` size, written into its config, which answers a longer one with 414.
 */
export const MAX_REQUEST_LINE_BYTES = 8192;

// Vite hashes every file under assets/; everything else is revalidated (cheap 304s, never stale).
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";

export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/**
 * Retry-After on a 429 from the limits of deploy/nginx/k-youth.conf, in whole seconds: the rates
 * there give back a request every 0.1 s (pages) and 0.02 s (files), so one second always does.
 */
const RETRY_AFTER_SECONDS = 1;

const HOST_CONFIG_FILES = ["/_headers", "/_redirects"] as const;

export const SECURITY_TXT_PATH = "/.well-known/security.txt";
/** Files under /.well-known/ the build writes; every other dot path stays hidden. */
const WELL_KNOWN_FILES: readonly string[] = [SECURITY_TXT_PATH];

const MAP_EMBED_ORIGIN = "https://www.google.com";

/** Every extension the build may emit; with `nosniff` a wrong type breaks, so others stop it. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  html: "text/html",
  css: "text/css",
  js: "text/javascript",
  mjs: "text/javascript",
  json: "application/json",
  webmanifest: "application/manifest+json",
  // React Router's prerendered loader data (`_.data`), as its own server sends it.
  data: "text/x-script",
  txt: "text/plain",
  xml: "application/xml",
  // The intakes' calendar entries (scripts/lib/intake-calendars.ts).
  ics: "text/calendar",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
  pdf: "application/pdf",
  gz: "application/gzip",
};

/** Served with `charset=utf-8` and precompressed for nginx's `gzip_static`. */
export const TEXT_TYPES = [...new Set(Object.values(MIME_TYPES))].filter((type) =>
  /^text\/|[+/](json|xml)$/.test(type),
);

export const extensionOf = (path: string) => extname(path).slice(1).toLowerCase();

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(ASSETS_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Answered 404 whatever is on disk: dotfiles, dot-folders, source maps, host config files, and the
 * build's `.gz` copies, which nginx sends only as the compressed form of their original.
 */
export function isNeverServed(pathname: string): boolean {
  if (WELL_KNOWN_FILES.includes(pathname)) return false;
  if (pathname.split("/").some((segment) => segment.startsWith("."))) return true;
  if (pathname.endsWith(".map") || pathname.endsWith(".gz")) return true;
  return (HOST_CONFIG_FILES as readonly string[]).includes(pathname);
}

/** The not-found pages' own files, which answer 404 like any address they stand for. */
export const NOT_FOUND_FILES = languages.map(
  (language) => `/${localizedPage("notFound", language).file}`,
);

export interface InlineHashes {
  scripts: string[];
  styles: string[];
  /** `style="..."` attributes; allowed only through `'unsafe-hashes'` with their exact hashes. */
  styleAttributes: string[];
}

export interface PolicyInputs {
  hashes: InlineHashes;
  /** The EmailJS API and the field-metrics collector, when configured. */
  connectOrigins: readonly string[];
  /** Where browsers send reports of what the policy blocked; no reports when absent. */
  reportUrl?: string | null;
}

/** The name the policy's `report-to` gives the endpoint that `Reporting-Endpoints` defines. */
const REPORT_ENDPOINT = "csp-endpoint";

/** A policy's directives, each with its sources, as the header's value. */
export type PolicyDirectives = [name: string, sources: string[]][];
export function policyText(directives: PolicyDirectives): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

export function contentSecurityPolicy({ hashes, connectOrigins, reportUrl }: PolicyInputs): string {
  const quoted = (list: string[]) => [...new Set(list)].sort().map((hash) => `'${hash}'`);
  const styleAttributes = hashes.styleAttributes.length
    ? ["'unsafe-hashes'", ...quoted(hashes.styleAttributes)]
    : [];
  const directives: PolicyDirectives = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...quoted(hashes.scripts)]],
    ["style-src", ["'self'", ...quoted(hashes.styles), ...styleAttributes]],
    ["img-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...new Set(connectOrigins)]],
    ["frame-src", [MAP_EMBED_ORIGIN]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    // The contact form sends through EmailJS with fetch; its email fallback is a mailto: link,
    // a navigation that form-action does not govern.
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
  ];
  if (reportUrl) {
    // report-to for browsers with the Reporting API; they ignore report-uri, which the others use.
    directives.push(["report-to", [REPORT_ENDPOINT]], ["report-uri", [reportUrl]]);
  }
  return policyText(directives);
}

/** Powerful features the site never uses; the map embed may still go full screen. */
const UNUSED_FEATURES = `accelerometer autoplay camera display-capture encrypted-media geolocation
  gyroscope hid magnetometer microphone midi payment picture-in-picture publickey-credentials-get
  screen-wake-lock serial usb xr-spatial-tracking`.split(/\s+/);
const PERMISSIONS_POLICY = [
  ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
  `fullscreen=(self "${MAP_EMBED_ORIGIN}")`,
]
  .sort()
  .join(", ");

export type HeaderList = [name: string, value: string][];

/** The headers every answer carries: pages, assets, redirects and errors alike. */
export function securityHeaders(inputs: PolicyInputs): HeaderList {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(inputs)],
    // Two years, subdomains included; not `preload`, which is the domain owner's commitment.
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    // For browsers without CSP frame-ancestors.
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    // No Flash or PDF reader may load a cross-domain policy file from this site.
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ...(inputs.reportUrl
      ? [["Reporting-Endpoints", `${REPORT_ENDPOINT}="${inputs.reportUrl}"`] as [string, string]]
      : []),
  ];
}

/** What `deploy/serve.ts` reads back: the exact headers and redirects of the build. */
export interface HostingManifest {
  securityHeaders: HeaderList;
  redirects: readonly Redirect[];
}

/** URL paths of every file of the build: `/k-youth/index.html`, `/favicon.svg`. */
export type SiteFiles = readonly string[];

/** Folders with an index.html, served at their clean URL: `/k-youth`, `/contact-us`. */
export function cleanRoutes(files: SiteFiles): string[] {
  return files
    .filter((file) => file.endsWith("/index.html") && file !== "/index.html")
    .map((file) => file.slice(0, -"/index.html".length))
    .sort();
}

/**
 * Every redirect of the build, so each page has one address: / and the language prefixes to their
 * programme page, and each page's other spellings (`/k-youth/`, `/k-youth/index.html`, and
 * `/index.html` for /) to its clean URL.
 */
export function siteRedirects(files: SiteFiles): Redirect[] {
  const cleanUrl = (to: string, ...from: string[]) =>
    from.map((path): Redirect => ({ from: path, to, status: 301 }));
  return [
    ...REDIRECTS,
    ...(files.includes("/index.html") ? cleanUrl("/", "/index.html") : []),
    ...cleanRoutes(files).flatMap((route) => cleanUrl(route, `${route}/`, `${route}/index.html`)),
  ];
}

const GENERATED_NOTE =
  "Generated by `npm run build` from deploy/lib/hosting-rules.ts: rebuild, never edit.";

/** A double-quoted nginx string; `$` would start a variable, so it cannot appear. */
function nginxQuote(value: string): string {
  if (/[$\n\r]/.test(value)) throw new Error(`Cannot quote for nginx: ${value}`);
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

function nginxHeaders(headers: HeaderList, indent: string): string {
  return headers
    .map(([name, value]) => `${indent}add_header ${name} ${nginxQuote(value)} always;`)
    .join("\n");
}

/**
 * The inside of an nginx `server { }` whose root is build/client (deploy/nginx/k-youth.conf).
 * `add_header` is not inherited by a location that has its own, so each location repeats the set.
 */
export function renderNginxSite(security: HeaderList, files: SiteFiles): string {
  const withCache = (cache: string): HeaderList => [...security, ["Cache-Control", cache]];
  const page = nginxHeaders(withCache(CACHE_REVALIDATE), "    ");
  const types = Object.entries(MIME_TYPES)
    .map(([extension, type]) => `    ${type} ${extension};`)
    .join("\n");
  const redirects = siteRedirects(files)
    .map(
      ({ from, to, status }) =>
        `location = ${from} {\n${page}\n    return ${status} ${to}$is_args$args;\n}`,
    )
    .join("\n\n");
  const languageLocations = LANGUAGE_PREFIXES.map(
    (prefix) => `
# The same under ${prefix}/, whose unknown paths get that language's not-found page.
location ${prefix}/ {
${page}
    error_page 404 ${notFoundPageFor(`${prefix}/`)};
    try_files $uri $uri/index.html =404;
}
`,
  ).join("");
  const hidden = HOST_CONFIG_FILES.map((file) => `location = ${file} {\n    return 404;\n}`).join(
    "\n\n",
  );
  // `internal`: fetched by its own address, the page answers 404 like the addresses it stands for.
  // Exact locations come before the dot-file rule, so only these files under /.well-known/ pass.
  const wellKnown = files
    .filter((file) => WELL_KNOWN_FILES.includes(file))
    .map((file) => `location = ${file} {\n${page}\n}`)
    .join("\n\n");
  const notFoundPages = NOT_FOUND_FILES.map(
    (file) => `location = ${file} {\n${page}\n    error_page 404 ${file};\n    internal;\n}`,
  ).join("\n\n");

  return `# ${GENERATED_NOTE}
# Goes inside a \`server { }\` block whose \`root\` is the deployed build/client folder.

server_tokens off;
# Location headers stay relative (/k-youth): nothing taken from the Host header.
absolute_redirect off;
autoindex off;
index index.html;
client_max_body_size 1k;
# A request line longer than ${MAX_REQUEST_LINE_BYTES} bytes answers 414 (deploy/serve.ts does the same).
large_client_header_buffers 4 ${MAX_REQUEST_LINE_BYTES / 1024}k;

types {
${types}
}
default_type application/octet-stream;
charset utf-8;
charset_types ${TEXT_TYPES.filter((type) => type !== "text/html").join(" ")};

# The build writes .gz copies of text files; anything else compressible is compressed on the fly.
gzip on;
gzip_static on;
gzip_vary on;
gzip_proxied any;
gzip_comp_level 6;
gzip_min_length 1024;
gzip_types ${TEXT_TYPES.filter((type) => type !== "text/html").join(" ")};

error_page 404 ${NOT_FOUND_PAGE};
# Malformed requests (bad percent-encoding, paths above the root) get the same page.
error_page 400 =404 ${NOT_FOUND_PAGE};

# Answers made before a location is chosen (405 below, 400 for malformed requests).
${nginxHeaders([...withCache(CACHE_REVALIDATE), ["Allow", ALLOWED_METHODS.join(", ")]], "")}

# Past the limits of deploy/nginx/k-youth.conf: a short answer that says when to try again.
error_page 429 @too_many_requests;
location @too_many_requests {
${nginxHeaders([...withCache(CACHE_REVALIDATE), ["Retry-After", String(RETRY_AFTER_SECONDS)]], "    ")}
    default_type text/plain;
    return 429 "Too many requests: try again in a moment.\\n";
}

# A static site takes nothing but GET and HEAD.
if ($request_method !~ ^(?:${ALLOWED_METHODS.join("|")})$) {
    return 405;
}

# Served from /.well-known/: the files the build writes there (security.txt), nothing else.
${wellKnown}

# Never served: dotfiles and dot-folders (.git, .env), source maps, the static hosts' config files.
location ~ /\\. {
    return 404;
}

location ~ \\.map$ {
    return 404;
}

# The .gz copies are for gzip_static, which reads them beside their original; never a download.
location ~ \\.gz$ {
    return 404;
}

${hidden}

# The not-found pages, served by error_page only.
${notFoundPages}

# Redirects: / and each language prefix to its programme page; each page's other spellings (a
# trailing slash, /index.html) to its clean URL.
${redirects}

# Hashed build files: cached for a year, never revalidated.
location ${ASSETS_PREFIX} {
${nginxHeaders(withCache(CACHE_IMMUTABLE), "    ")}
    try_files $uri =404;
}

# Pages at clean URLs (/k-youth serves k-youth/index.html) and the other files; the rest is 404.
location / {
${page}
    try_files $uri $uri/index.html =404;
}
${languageLocations}`;
}

/** URL paths a file answers at on a static host, for per-path header rules. */
function publicPathsOf(file: string): string[] {
  if (file === "/index.html") return ["/", "/index.html"];
  if (file.endsWith("/index.html")) {
    const folder = file.slice(0, -"index.html".length);
    return [folder.slice(0, -1), folder, file];
  }
  return [file];
}

/**
 * Netlify / Cloudflare `_headers`: both join repeated headers, so Cache-Control is per path.
 * Cloudflare's asset server adds `Access-Control-Allow-Origin: *` to every answer and sends `.data`
 * as `application/octet-stream`; `! Name` drops its value, as nginx never sends one.
 */
export function renderStaticHostHeaders(security: HeaderList, files: SiteFiles): string {
  const block = (path: string, headers: HeaderList, detach: string[] = []) =>
    [path, ...detach.map((name) => `  ! ${name}`), ...headers.map(([n, v]) => `  ${n}: ${v}`)].join(
      "\n",
    );
  const revalidated = files
    .filter((file) => !file.startsWith(ASSETS_PREFIX) && !file.endsWith(".gz"))
    .flatMap(publicPathsOf)
    .sort();
  const typed = (path: string): HeaderList => {
    const type = MIME_TYPES[extensionOf(path)];
    return path.endsWith(".data") && type ? [["Content-Type", type]] : [];
  };
  return `${[
    `# ${GENERATED_NOTE}`,
    block("/*", security, ["Access-Control-Allow-Origin"]),
    block(`${ASSETS_PREFIX}*`, [["Cache-Control", CACHE_IMMUTABLE]]),
    ...revalidated.map((path) =>
      block(
        path,
        [...typed(path), ["Cache-Control", CACHE_REVALIDATE]],
        typed(path).map(([name]) => name),
      ),
    ),
  ].join("\n\n")}\n`;
}

/** Where an address that must answer 404 is rewritten: no file, so the language's 404.html. */
const NOWHERE = "/__not-found";

/**
 * Netlify / Cloudflare `_redirects`, in the syntax both accept (Cloudflare refuses Netlify's forced
 * `301!`): the site's redirects (build/static-host has no root `index.html` to shadow `/`), and a
 * rewrite to a missing file for each address nginx answers 404 that these hosts would serve: the
 * not-found pages at their own addresses (`/404`, `/404.html`), the flat page files and the hosts'
 * own config files. Under a language prefix that lands on the language's own not-found page.
 */
export function renderStaticHostRedirects(files: SiteFiles): string {
  const redirects = siteRedirects(files).map(({ from, to, status }) => `${from} ${to} ${status}`);
  const prefixOf = (path: string) =>
    LANGUAGE_PREFIXES.find((prefix) => path.startsWith(`${prefix}/`)) ?? "";
  const notFound = [
    ...NOT_FOUND_FILES.flatMap((file) => [file.slice(0, -".html".length), file]),
    ...cleanRoutes(files).map((route) => `${route}.html`),
    ...HOST_CONFIG_FILES,
  ].map((path) => `${path} ${prefixOf(path)}${NOWHERE} 200`);
  return `# ${GENERATED_NOTE}\n${[...redirects, ...notFound].join("\n")}\n`;
}
