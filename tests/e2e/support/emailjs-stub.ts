/**
 * A small EmailJS-compatible server for the end-to-end tests, on 127.0.0.1. Tests are isolated
 * by the email address they type: before submitting, a test queues how the stub should answer
 * sends from that address, and afterwards reads back the multipart fields it received.
 *
 *   POST /api/v1.0/email/send-form   what the SDK calls (multipart form data); CORS like EmailJS
 *   POST /__scenario                 {"email": "...", "responses": ["500", "ok"]}   (default: ok)
 *   GET  /__requests?email=...       the recorded sends from that address, oldest first
 *   GET  /__health                   200 once listening
 *   POST /__vitals                   field-metrics beacons of the same build: a JSON array of metrics
 *   GET  /__vitals?path=...          the metrics received for that page path (tests visit a path of
 *                                    their own, which keeps them apart)
 *
 *   node tests/e2e/support/emailjs-stub.ts   (port from EMAILJS_STUB_PORT, default 4185)
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import {
  CSP_REPORTS_PATH,
  FIELD_METRICS_PATH,
  type RecordedSend,
  SEND_FORM_PATH,
  STUB_ACCOUNT,
  STUB_BEHAVIOURS,
  STUB_PORT,
  type StubBehaviour,
} from "./emailjs-stub-config.ts";

const SLOW_ANSWER_MS = 60_000;
const MAX_BODY_BYTES = 1_000_000;

const scenarios = new Map<string, StubBehaviour[]>();
const recorded = new Map<string, RecordedSend[]>();
const beacons = new Map<string, unknown[]>();

function isBehaviour(value: unknown): value is StubBehaviour {
  return (STUB_BEHAVIOURS as readonly unknown[]).includes(value);
}

/** CORS as a public API answers it: any page origin may POST, read the answer, and preflight. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": request.headers.origin ?? "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers });
  response.end(body);
}

async function handleSendForm(request: IncomingMessage, response: ServerResponse) {
  const contentType = request.headers["content-type"] ?? "";
  const cors = corsHeaders(request);
  let fields: Record<string, string>;
  try {
    const body = await readBody(request);
    const form = await new Request("http://stub.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
    fields = {};
    for (const [key, value] of form) fields[key] = typeof value === "string" ? value : value.name;
  } catch {
    send(response, 400, "The request body is not multipart form data", cors);
    return;
  }

  const email = fields.email ?? "";
  const queue = scenarios.get(email) ?? [];
  const behaviour = queue.shift() ?? "ok";
  const list = recorded.get(email) ?? [];
  list.push({ fields, behaviour, contentType, origin: request.headers.origin ?? null });
  recorded.set(email, list);

  // What EmailJS itself checks before anything else.
  if (
    fields.service_id !== STUB_ACCOUNT.serviceId ||
    fields.template_id !== STUB_ACCOUNT.templateId ||
    fields.user_id !== STUB_ACCOUNT.publicKey
  ) {
    send(response, 400, "The Public Key is invalid", cors);
    return;
  }

  switch (behaviour) {
    case "ok":
      send(response, 200, "OK", cors);
      return;
    case "400":
      send(
        response,
        400,
        "The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account",
        cors,
      );
      return;
    case "422":
      send(
        response,
        422,
        "The recipients address is empty <script>alert('provider')</script>",
        cors,
      );
      return;
    case "429":
      send(response, 429, "Too Many Requests", cors);
      return;
    case "500":
      send(response, 500, "Internal Server Error", cors);
      return;
    case "slow": {
      const timer = setTimeout(() => send(response, 200, "OK", cors), SLOW_ANSWER_MS);
      response.on("close", () => clearTimeout(timer));
      return;
    }
    case "drop":
      request.socket.destroy();
      return;
    case "no-cors":
      send(response, 200, "OK");
      return;
  }
}

async function handleScenario(request: IncomingMessage, response: ServerResponse) {
  const data: unknown = JSON.parse((await readBody(request)).toString("utf8"));
  if (
    typeof data !== "object" ||
    data === null ||
    !("email" in data) ||
    typeof data.email !== "string" ||
    !("responses" in data) ||
    !Array.isArray(data.responses) ||
    !data.responses.every(isBehaviour)
  ) {
    send(response, 400, `expected {"email": string, "responses": [${STUB_BEHAVIOURS.join("|")}]}`);
    return;
  }
  scenarios.set(data.email, [...data.responses]);
  recorded.delete(data.email);
  send(response, 204, "");
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const route = `${request.method} ${url.pathname}`;
  const handle = async () => {
    if (
      (url.pathname === SEND_FORM_PATH || url.pathname === CSP_REPORTS_PATH) &&
      request.method === "OPTIONS"
    ) {
      response.writeHead(204, corsHeaders(request));
      response.end();
    } else if (route === `POST ${SEND_FORM_PATH}`) {
      await handleSendForm(request, response);
    } else if (route === "POST /__scenario") {
      await handleScenario(request, response);
    } else if (route === "GET /__requests") {
      const email = url.searchParams.get("email") ?? "";
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(recorded.get(email) ?? []));
    } else if (route === `POST ${FIELD_METRICS_PATH}`) {
      const metrics: unknown = JSON.parse((await readBody(request)).toString("utf8"));
      for (const metric of Array.isArray(metrics) ? metrics : []) {
        const path = String((metric as { path?: unknown }).path);
        beacons.set(path, [...(beacons.get(path) ?? []), metric]);
      }
      response.writeHead(204, corsHeaders(request));
      response.end();
    } else if (route === `GET ${FIELD_METRICS_PATH}`) {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(beacons.get(url.searchParams.get("path") ?? "") ?? []));
    } else if (route === `POST ${CSP_REPORTS_PATH}`) {
      await readBody(request);
      response.writeHead(204, corsHeaders(request));
      response.end();
    } else if (route === "GET /__health") {
      send(response, 200, "ok");
    } else {
      send(response, 404, "Not found", corsHeaders(request));
    }
  };
  handle().catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, "stub error");
    else response.end();
  });
});

server.listen(STUB_PORT, "127.0.0.1", () => {
  console.log(`EmailJS stub listening on http://127.0.0.1:${STUB_PORT}`);
});
