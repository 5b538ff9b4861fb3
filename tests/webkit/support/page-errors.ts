/**
 * Page errors in WebKit without WebDriver BiDi. Classic WebDriver has no console stream and no
 * script that runs before the page's own, so WebKit reaches the site through a proxy that puts
 * one first in every document's `<head>`: a same-origin file, which the Content-Security-Policy's
 * `script-src 'self'` allows, changing nothing else the page is sent but its length. The script
 * keeps what goes wrong in the tab's sessionStorage, so errors survive the links a test follows;
 * the proxy records the answers of 400 or more.
 */
import { createServer, request, type IncomingMessage } from "node:http";
import { once } from "node:events";

/** Where the proxy serves the collector; no page of the site has this path. */
const COLLECTOR_PATH = "/__webkit-page-errors.js";
/** The sessionStorage key of the tab's problems. */
const PROBLEMS_KEY = "webkit-smoke:page-errors";

/**
 * Runs in the page before anything else: records what Chromium prints as console errors (uncaught
 * errors, rejections nothing handles, console.error, failed loads, what the Content-Security-Policy
 * blocks), each with the page it happened on.
 */
function collectPageErrors(key: string) {
  const record = (problem: string) => {
    const problems = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
    problems.push(`${problem} (on ${location.pathname}${location.search})`);
    sessionStorage.setItem(key, JSON.stringify(problems));
  };
  // Capturing, to hear the load errors of elements too, which do not bubble.
  addEventListener(
    "error",
    (event) => {
      if (event instanceof ErrorEvent) {
        record(`Page error: ${event.message} at ${event.filename}:${event.lineno}`);
        return;
      }
      const source = (event as Event).target as Partial<HTMLImageElement & HTMLLinkElement>;
      record(`Failed to load: ${source.currentSrc || source.src || source.href}`);
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => {
    record(`Unhandled rejection: ${String(event.reason)}`);
  });
  addEventListener("securitypolicyviolation", (event) => {
    record(`Content-Security-Policy (${event.effectiveDirective}) blocked ${event.blockedURI}`);
  });
  const logError = console.error.bind(console);
  console.error = (...values: unknown[]) => {
    record(`Console error: ${values.map(String).join(" ")}`);
    logError(...values);
  };
}

const COLLECTOR_SOURCE = `(${collectPageErrors.toString()})(${JSON.stringify(PROBLEMS_KEY)});\n`;

/** Reads the tab's problems in the page; run it with `Session.runSource`. */
export const READ_PAGE_ERRORS = `return JSON.parse(sessionStorage.getItem(${JSON.stringify(PROBLEMS_KEY)}) ?? "[]");`;

/** Puts the collector first in the document's `<head>`. */
function withCollector(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error("A document without <head>: the error collector has nowhere to go");
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script src="${COLLECTOR_PATH}"></script>${html.slice(at)}`;
}

/** One answer the site gave through the proxy; `document` when it was asked for a page to show. */
export interface Answered {
  path: string;
  status: number;
  document: boolean;
}

function isHtml(response: IncomingMessage): boolean {
  return response.headers["content-type"]?.startsWith("text/html") ?? false;
}

/** A request for a document to show (a navigation), not for a file a page loads. */
function isNavigation(incoming: IncomingMessage): boolean {
  return incoming.headers["sec-fetch-dest"] === "document";
}

/**
 * Listens on `port` and passes each request to `target`, recording each answer in `answers` and
 * adding the collector to documents. Resolves once listening.
 */
export async function startErrorProxy(port: number, target: string) {
  const answers: Answered[] = [];
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === COLLECTOR_PATH) {
      outgoing.writeHead(200, { "content-type": "text/javascript" }).end(COLLECTOR_SOURCE);
      return;
    }
    // Uncompressed, so documents can be read; the proxy is for the engine, not the host.
    const headers = { ...incoming.headers, "accept-encoding": "identity" };
    const forwarded = request(
      new URL(incoming.url ?? "/", target),
      { method: incoming.method, headers },
      (response) => {
        const status = response.statusCode ?? 0;
        const answer = { path: incoming.url ?? "/", status, document: isNavigation(incoming) };
        answers.push(answer);
        if (!isHtml(response) || incoming.method === "HEAD" || status === 304) {
          outgoing.writeHead(status, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers = { ...response.headers };
          delete headers["content-length"];
          try {
            const html = withCollector(Buffer.concat(chunks).toString());
            outgoing.writeHead(status, headers).end(html);
          } catch (error) {
            answer.status = 502;
            outgoing.writeHead(502).end(String(error));
          }
        });
      },
    );
    forwarded.on("error", (error) => {
      answers.push({ path: incoming.url ?? "/", status: 502, document: false });
      outgoing.writeHead(502).end(String(error));
    });
    incoming.pipe(forwarded);
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    answers,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
