/**
 * Serves the production build the way a real static host does: `/` answers 301 to /k-youth,
 * clean URLs, unknown paths answer 404 with 404.html. Used by `npm start` and the end-to-end tests.
 *
 *   node scripts/serve.ts [--port 4173]
 */
import { createReadStream } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import serveHandler from "serve-handler";

const { values } = parseArgs({ options: { port: { type: "string", default: "4173" } } });
const port = Number(process.env.PORT ?? values.port);
const publicDir = join(import.meta.dirname, "../build/client");
const MAX_PATH_LENGTH = 2048;

const config = {
  public: publicDir,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  redirects: [{ source: "/", destination: "/k-youth", type: 301 }],
  headers: [
    {
      source: "assets/**",
      headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
    },
    { source: "**/*.html", headers: [{ key: "Cache-Control", value: "no-cache" }] },
  ],
};

function isServablePath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  if (pathname.length > MAX_PATH_LENGTH) return false;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const server = createServer((request, response) => {
  // Paths the file handler would reject with a bare 400 or 500 get the site's not-found page.
  if (!isServablePath(request.url ?? "/")) {
    response.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
    });
    createReadStream(join(publicDir, "404.html")).pipe(response);
    return;
  }
  serveHandler(request, response, config).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});

server.listen(port, "127.0.0.1", () => {
  console.log(`K-Youth site (production build) at http://localhost:${port}/k-youth`);
});
