import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends request bytes exactly as written. Browsers and fetch clients normalise `/../`, `%2e%2e`
 * and the Host header before sending, so bad-input tests need a plain socket.
 */
export function rawRequest(baseURL: string, head: string, body = ""): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 80) });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    // Written without ending the socket: a server may drop a half-closed connection unanswered.
    // `Connection: close` makes the server close it after the answer.
    socket.on("connect", () => socket.write(`${head}\r\n\r\n${body}`));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [headText = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = headText.split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers, body: rest.join("\r\n\r\n") });
    });
  });
}

/** A GET with `Connection: close`, the path and Host sent verbatim. */
export function rawGet(baseURL: string, path: string, host = new URL(baseURL).host) {
  return rawRequest(baseURL, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close`);
}
