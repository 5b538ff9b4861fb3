/**
 * Serves the production build on 127.0.0.1 for `npm start` and the end-to-end tests: by default
 * with this Node server, from the same rules (deploy/lib/hosting-rules.ts) and headers
 * (build/hosting/headers.json) as the nginx config; with --nginx, with real nginx and that config
 * (E2E_SERVER=nginx, as CI does).
 *
 *   node deploy/serve.ts [--nginx] [--port 4173]     (or PORT=4173, which wins; 4176 for nginx)
 */
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
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
  MAX_REQUEST_LINE_BYTES,
  NOT_FOUND_FILES,
  notFoundPageFor,
} from "./lib/hosting-rules.ts";
import { isAdminPath } from "./lib/editor-hosting.ts";
import type { HeaderList } from "./lib/hosting-rules.ts";
import { startNginx } from "./lib/nginx.ts";
import { buildFiles, clientDir } from "./lib/paths.ts";
import { ensurePortFree, listenOrExplain } from "./lib/port.ts";

const { values } = parseArgs({
  options: { port: { type: "string" }, nginx: { type: "boolean", default: false } },
});
const port = Number(process.env.PORT ?? values.port ?? (values.nginx ? 4176 : 4173));
const MAX_PATH_LENGTH = 2048;
// Clean URLs are resolved below, like nginx's: serve-handler's own would also redirect /404.html
// to /404 and /index.html to /index.
const config = {
  public: clientDir,
  cleanUrls: false,
  trailingSlash: false,
  directoryListing: false,
};

/**
 * The pathname as nginx reads it: percent-decoded, repeated slashes merged, `.` and `..` segments
 * resolved (a trailing slash kept); null when it is malformed, too long or climbs above the root.
 */
function servablePath(url: string): string | null {
  const raw = url.split("?")[0] ?? "";
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith("/")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/").slice(1);
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (resolved.pop() === undefined) return null;
    } else {
      resolved.push(segment);
    }
  }
  const folder = ["", ".", ".."].includes(segments.at(-1) ?? "") && resolved.length > 0;
  return `/${resolved.join("/")}${folder ? "/" : ""}`;
}

function sendNotFound(response: ServerResponse, method: string, pathname: string | null) {
  response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
  if (method === "HEAD") response.end();
  else createReadStream(join(clientDir, notFoundPageFor(pathname ?? "/"))).pipe(response);
}

/**
 * The file an address is answered with, as nginx's `try_files $uri $uri/index.html`, or null. A
 * folder's address with its slash is no page: the pages with one were redirected already.
 */
function fileFor(pathname: string): string | null {
  if (pathname.endsWith("/")) return null;
  if (existsSync(join(clientDir, pathname)) && extensionOf(pathname) !== "") return pathname;
  const index = `${pathname}/index.html`;
  return existsSync(join(clientDir, index)) ? index : null;
}

/**
 * Whether a header line is longer than nginx reads, which it answers with 400. `rawHeaders`
 * alternates names and values.
 */
function hasOversizedHeader(rawHeaders: string[]): boolean {
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const line = `${rawHeaders[index] ?? ""}: ${rawHeaders[index + 1] ?? ""}`;
    if (Buffer.byteLength(line) > MAX_REQUEST_LINE_BYTES) return true;
  }
  return false;
}

/** The build's headers and redirects; the content editor at /admin/ has headers of its own. */
type ServedManifest = HostingManifest & { adminSecurityHeaders?: HeaderList };

/**
 * Answers each request as nginx with the generated config does: the same status and Location for
 * every address (tests/e2e/one-answer-per-address.spec.ts).
 */
function answerWith(manifest: ServedManifest) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? "GET";
    const url = request.url ?? "/";
    const pathname = servablePath(url);

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

    // In nginx's order: the request line's length, each header line's, the form, the method.
    if (Buffer.byteLength(`${method} ${url} HTTP/1.1`) > MAX_REQUEST_LINE_BYTES) {
      response.writeHead(414, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("URI Too Long\n");
      return;
    }
    if (hasOversizedHeader(request.rawHeaders)) {
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Request Header Too Large\n");
      return;
    }
    if (pathname === null) {
      sendNotFound(response, method, pathname);
      return;
    }
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
    if (isNeverServed(pathname) || NOT_FOUND_FILES.includes(pathname)) {
      sendNotFound(response, method, pathname);
      return;
    }
    const redirect = manifest.redirects.find(({ from }) => from === pathname);
    if (redirect) {
      const query = url.split("?")[1];
      response.writeHead(redirect.status, {
        Location: query ? `${redirect.to}?${query}` : redirect.to,
      });
      response.end();
      return;
    }
    const file = fileFor(pathname);
    if (file === null) {
      sendNotFound(response, method, pathname);
      return;
    }
    request.url = file;
    serveHandler(request, response, config).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };
}

function serveWithNode() {
  let manifest: ServedManifest;
  try {
    manifest = JSON.parse(readFileSync(buildFiles().headers, "utf8")) as ServedManifest;
  } catch {
    console.error("No production build with its hosting headers: run `npm run build` first.");
    process.exit(1);
  }
  // Large enough that nginx's limit on the request line, not Node's on the head, decides.
  const server = createServer({ maxHeaderSize: 8 * MAX_REQUEST_LINE_BYTES }, answerWith(manifest));
  listenOrExplain(server, port, "npm start", () => {
    console.log(`K-Youth site (production build) at http://localhost:${port}/k-youth`);
  });
}

async function serveWithNginx() {
  await ensurePortFree(port, "npm run serve:nginx");
  try {
    const nginx = await startNginx(port);
    console.log(`K-Youth site behind nginx at http://127.0.0.1:${port}/k-youth`);
    let stopping = false;
    const stop = () => {
      stopping = true;
      void nginx.stop().then(() => process.exit(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    // nginx ending on its own is a failure; ending because we stop it is not.
    nginx.process.once("exit", (code) => {
      if (!stopping) process.exit(code ?? 1);
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (values.nginx) await serveWithNginx();
else serveWithNode();
