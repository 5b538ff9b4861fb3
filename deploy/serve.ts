/**
 * Serves the production build on 127.0.0.1 for `npm start` and the end-to-end tests: by default
 * with this Node server, from the same rules (deploy/lib/hosting-rules.ts) and headers
 * (build/hosting/headers.json) as the nginx config; with --nginx, with real nginx and that config
 * (E2E_SERVER=nginx, as CI does).
 *
 *   node deploy/serve.ts [--nginx] [--port 4173]     (or PORT=4173, which wins; 4176 for nginx)
 */
import { createReadStream, existsSync } from "node:fs";
import type { Duplex } from "node:stream";
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
import { freshJson } from "./lib/fresh-json.ts";
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
  // An absolute-form target (`GET http://host/path`) names its path after the host, as for nginx.
  const raw = (url.split("?")[0] ?? "").replace(/^https?:\/\/[^/]*/i, "");
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
function answerWith(currentManifest: () => ServedManifest) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const manifest = currentManifest();
    const method = request.method ?? "GET";
    const url = request.url ?? "/";
    // HTTP/1.1 without Host is malformed: nginx's 400, which its config turns into the 404 page.
    const pathname =
      request.httpVersion === "1.1" && !request.headers.host ? null : servablePath(url);

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

/** nginx's `large_client_header_buffers 4 8k`: a request head over 32 KiB answers 400. */
const MAX_HEAD_BYTES = 4 * MAX_REQUEST_LINE_BYTES;

/**
 * What nginx answers to the requests Node's parser refuses before a handler sees them, with the
 * security headers: an unknown method in capitals 405, a head too large 400, anything else
 * malformed (a lower-case method, a CONNECT) the not-found status.
 */
function answerMalformed(socket: Duplex, headers: HeaderList, method: string, tooLarge: boolean) {
  if (!socket.writable) return;
  const [status, reason, extra]: [number, string, HeaderList] = tooLarge
    ? [400, "Bad Request", []]
    : /^[A-Z]+$/.test(method) && method !== "CONNECT"
      ? [405, "Method Not Allowed", [["Allow", ALLOWED_METHODS.join(", ")]]]
      : [404, "Not Found", []];
  const body = `${reason}\n`;
  const lines = [...headers, ...extra, ["Cache-Control", CACHE_REVALIDATE]]
    .concat([
      ["Content-Type", "text/plain; charset=utf-8"],
      ["Content-Length", String(Buffer.byteLength(body))],
      ["Connection", "close"],
    ])
    .map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`);
}

function serveWithNode() {
  const currentManifest = freshJson<ServedManifest>(buildFiles().headers);
  try {
    currentManifest();
  } catch {
    console.error("No production build with its hosting headers: run `npm run build` first.");
    process.exit(1);
  }
  // Node's own 400 for a missing Host would carry no security headers; the handler answers it.
  const server = createServer(
    { maxHeaderSize: MAX_HEAD_BYTES, requireHostHeader: false },
    answerWith(currentManifest),
  );
  server.on("clientError", (error: Error & { code?: string; rawPacket?: Buffer }, socket) => {
    const method = /^(\S*)/.exec(error.rawPacket?.toString("latin1") ?? "")?.[1] ?? "";
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    answerMalformed(socket, currentManifest().securityHeaders, method, tooLarge);
  });
  server.on("connect", (_request, socket: Duplex) => {
    answerMalformed(socket, currentManifest().securityHeaders, "CONNECT", false);
  });
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
