import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** Response headers that describe the upstream body as sent, not as this server sends it. */
const TRANSPORT_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "keep-alive",
  "transfer-encoding",
]);

/** Every this many bytes of the header, the HTML stops for a while, as on a slow connection. */
const BYTES_BETWEEN_PAUSES = 500;

export interface TrickledSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * Where the page's HTML stops: every BYTES_BETWEEN_PAUSES bytes from the start of the header (the
 * page's first `<header>`, its banner) to its end, so the browser has read part of it when it
 * could draw a frame, and just after it.
 */
function pausesInHeader(html: string): number[] {
  const start = html.indexOf("<header");
  const end = html.indexOf("</header>", start);
  if (start < 0 || end < 0) throw new Error("The page has no header for the HTML to stop in");
  const pauses: number[] = [];
  for (let at = start; at < end; at += BYTES_BETWEEN_PAUSES) pauses.push(at);
  // And once after it, where the page may still be shorter than the window.
  return [...pauses, end + "</header>".length];
}

/**
 * A server in front of the site (on a port the system picks) that sends each HTML page in parts,
 * stopping `pauseMs` at each of `pausesInHeader`, as a slow connection delivers a page in
 * pieces; everything else a page loads passes through as it comes (requests without a body: a page
 * only reads while it loads).
 */
export async function startTrickledSite(
  siteOrigin: string,
  pauseMs: number,
): Promise<TrickledSite> {
  const server = createServer((request, response) => {
    void (async () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === "string" && !["host", "accept-encoding"].includes(entry[0]),
        ),
      );
      const upstream = await fetch(new URL(request.url ?? "/", siteOrigin), {
        method: request.method,
        headers,
        redirect: "manual",
      });
      response.writeHead(
        upstream.status,
        Object.fromEntries(
          [...upstream.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name.toLowerCase())),
        ),
      );
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!upstream.headers.get("content-type")?.startsWith("text/html")) return response.end(body);
      let sent = 0;
      for (const at of pausesInHeader(body.toString("latin1"))) {
        response.write(body.subarray(sent, at));
        sent = at;
        await new Promise((resume) => setTimeout(resume, pauseMs));
      }
      response.end(body.subarray(sent));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
