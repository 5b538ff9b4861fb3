import type { ServerResponse } from "node:http";
import type { Plugin } from "vite";

/** `npm run dev` answers a path that is no page with 404 (and the not-found route), as hosts do. */
export function devNotFoundPlugin(pagePaths: readonly string[]): Plugin {
  const pages = new Set(pagePaths);
  return {
    name: "k-youth-dev-not-found",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
        const isPageRequest =
          request.method === "GET" &&
          (request.headers.accept ?? "").includes("text/html") &&
          !/\.[a-z0-9]+$/i.test(pathname) &&
          !pathname.startsWith("/@");
        const page = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
        if (isPageRequest && !pages.has(page)) answerWithNotFound(response);
        next();
      });
    },
  };
}

/** Turns the 200 the app's handler writes into a 404, keeping its body (the not-found page). */
function answerWithNotFound(response: ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 200 ? 404 : status, ...rest)) as typeof response.writeHead;
  response.statusCode = 404;
}
