/**
 * Serves the production build the way the production nginx config does, from the same rules
 * (scripts/lib/hosting-rules.ts) and the same headers (build/hosting/headers.json): `/` and `/ms`
 * answer 301 to their programme page, clean URLs, unknown paths answer 404 with the not-found page
 * of their language, GET and HEAD only, and the security and caching headers on every answer. Used by `npm start` and the end-to-end tests.
 *
 *   node scripts/serve.ts [--port 4173]     (or PORT=4173, which wins)
 */
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import serveHandler from "serve-handler";
import {
  ALLOWED_METHODS,
  type HostingManifest,
  CACHE_REVALIDATE,
  cacheControlFor,
  extensionOf,
  isNeverServed,
  notFoundPageFor,
  REDIRECTS,
} from "./lib/hosting-rules.ts";
import { isAdminPath } from "./lib/admin-hosting.ts";
import type { HeaderList } from "./lib/hosting-rules.ts";
import { buildFiles, clientDir } from "./lib/paths.ts";
import { listenOrExplain } from "./lib/port.ts";

const { values } = parseArgs({ options: { port: { type: "string", default: "4173" } } });
const port = Number(process.env.PORT ?? values.port);
const MAX_PATH_LENGTH = 2048;

// The content editor at /admin/ has headers of its own (scripts/lib/admin-hosting.ts).
let manifest: HostingManifest & { adminSecurityHeaders?: HeaderList };
try {
  manifest = JSON.parse(readFileSync(buildFiles().headers, "utf8")) as typeof manifest;
} catch {
  console.error("No production build with its hosting headers: run `npm run build` first.");
  process.exit(1);
}

// Clean URLs are resolved below, like nginx's `try_files $uri $uri/index.html`: serve-handler's
// own cleanUrls would also redirect /404.html to /404 and /index.html to /index.
const config = {
  public: clientDir,
  cleanUrls: false,
  trailingSlash: false,
  directoryListing: false,
};

/** The decoded pathname, or null when it is malformed, too long or climbs out of the root. */
function servablePath(url: string): string | null {
  const raw = url.split("?")[0] ?? "";
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith("/")) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (pathname.includes("\0") || pathname.includes("\\")) return null;
  if (pathname.split("/").includes("..")) return null;
  return pathname;
}

function sendNotFound(response: ServerResponse, method: string, pathname: string | null) {
  response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
  if (method === "HEAD") response.end();
  else createReadStream(join(clientDir, notFoundPageFor(pathname ?? "/"))).pipe(response);
}

/** The file an address is answered with, as nginx's `try_files $uri $uri/index.html`, or null. */
function fileFor(pathname: string): string | null {
  if (pathname.endsWith("/")) return null;
  if (existsSync(join(clientDir, pathname)) && extensionOf(pathname) !== "") return pathname;
  const index = `${pathname}/index.html`;
  return existsSync(join(clientDir, index)) ? index : null;
}

const server = createServer((request, response) => {
  const method = request.method ?? "GET";
  const pathname = servablePath(request.url ?? "/");

  for (const [name, value] of manifest.securityHeaders) response.setHeader(name, value);
  if (pathname !== null && isAdminPath(pathname)) {
    for (const [name, value] of manifest.adminSecurityHeaders ?? [])
      response.setHeader(name, value);
  }
  response.setHeader("Cache-Control", cacheControlFor(pathname ?? "/"));
  // Only a successful file answer may be cached for long; redirects and errors are revalidated.
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 200 && status !== 206 && status !== 304) {
      response.setHeader("Cache-Control", CACHE_REVALIDATE);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
  }) as typeof response.writeHead;

  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    response.writeHead(405, {
      Allow: ALLOWED_METHODS.join(", "),
      "Content-Type": "text/plain; charset=utf-8",
    });
    response.end("Method Not Allowed\n");
    return;
  }
  // serve-handler would answer these with a bare 400 or 500, or serve dotfiles and the static
  // hosts' config files: here they get the site's not-found page, as on nginx.
  if (pathname === null || isNeverServed(pathname)) {
    sendNotFound(response, method, pathname);
    return;
  }
  const redirect = REDIRECTS.find(({ from }) => from === pathname);
  if (redirect) {
    const query = request.url?.split("?")[1];
    response.writeHead(redirect.status, {
      Location: query ? `${redirect.to}?${query}` : redirect.to,
    });
    response.end();
    return;
  }
  const file = fileFor(pathname);
  if (file === null && !pathname.endsWith("/")) {
    sendNotFound(response, method, pathname);
    return;
  }
  if (file !== null) request.url = file;
  serveHandler(request, response, config).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});

listenOrExplain(server, port, "npm start", () => {
  console.log(`K-Youth site (production build) at http://localhost:${port}/k-youth`);
});
