/**
 * One answer per address, the same from both servers: the Node server behind `npm start` and the
 * tests (deploy/serve.ts), and nginx with the generated production rules. Both are started here
 * on ports of their own, whichever server runs the rest of the suite, and every probe is sent
 * byte for byte (a browser or fetch would tidy `//`, `..` and long lines first). The answers are
 * written out here rather than read from the rules, so a change to the rules changes this table.
 */
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { nginxPath, startNginx } from "#deploy/lib/nginx.ts";
import { expect, test } from "./fixtures.ts";
import { rawRequest } from "./raw-http.ts";
import { expectPortFree } from "./support/port.ts";

const basePort = Number(process.env.E2E_PORT ?? 4173);

interface Probe {
  label: string;
  path: string;
  method?: string;
  header?: string;
  status: number;
  location?: string;
}

const compressedScript = readdirSync("build/client/assets").find((name) => name.endsWith(".js.gz"));
const segment = (length: number) => `/${"a".repeat(length)}`;

const PROBES: Probe[] = [
  { label: "the root", path: "/", status: 301, location: "/k-youth" },
  { label: "the root's file", path: "/index.html", status: 301, location: "/" },
  {
    label: "the root with a query",
    path: "/?utm_source=a",
    status: 301,
    location: "/k-youth?utm_source=a",
  },
  { label: "a page", path: "/k-youth", status: 200 },
  { label: "a page with a slash", path: "/k-youth/", status: 301, location: "/k-youth" },
  { label: "a page's file", path: "/k-youth/index.html", status: 301, location: "/k-youth" },
  {
    label: "a page's file with a query",
    path: "/contact-us/index.html?a=1",
    status: 301,
    location: "/contact-us?a=1",
  },
  {
    label: "a deeper page with a slash",
    path: "/k-youth/eligibility/",
    status: 301,
    location: "/k-youth/eligibility",
  },
  { label: "the editor's file", path: "/admin/index.html", status: 301, location: "/admin" },
  { label: "a double slash before a page", path: "//k-youth", status: 200 },
  { label: "a double slash inside", path: "/ms//k-youth", status: 200 },
  { label: "a double slash before a host name", path: "//evil.example//", status: 404 },
  { label: "a dot segment", path: "/./k-youth", status: 200 },
  { label: "a parent segment that stays inside", path: "/a/../k-youth", status: 200 },
  { label: "a trailing dot segment", path: "/k-youth/.", status: 301, location: "/k-youth" },
  { label: "a parent segment above the root", path: "/../k-youth", status: 404 },
  { label: "the assets folder", path: "/assets/", status: 404 },
  { label: "the assets folder without its slash", path: "/assets", status: 404 },
  { label: "a file with a slash", path: "/favicon.svg/", status: 404 },
  { label: "an unknown path", path: "/no-such-page", status: 404 },
  { label: "an unknown path with a slash", path: "/no-such-page/", status: 404 },
  { label: "the not-found page's file", path: "/404.html", status: 404 },
  { label: "the Malay not-found page's file", path: "/ms/404.html", status: 404 },
  { label: "the not-found route", path: "/404", status: 404 },
  { label: "a page's compressed copy", path: "/k-youth/index.html.gz", status: 404 },
  { label: "a script's compressed copy", path: `/assets/${compressedScript}`, status: 404 },
  { label: "security.txt", path: "/.well-known/security.txt", status: 200 },
  { label: "the .well-known folder", path: "/.well-known/", status: 404 },
  { label: "another file under .well-known", path: "/.well-known/change-password", status: 404 },
  { label: "a dotfile", path: "/.env", status: 404 },
  { label: "a dot-folder", path: "/.git/config", status: 404 },
  { label: "a dotfile among the assets", path: "/assets/.hidden", status: 404 },
  { label: "Netlify's _headers", path: "/_headers", status: 404 },
  { label: "a miscased page", path: "/K-Youth", status: 404 },
  { label: "a miscased page with a slash", path: "/K-YOUTH/", status: 404 },
  { label: "a miscased language", path: "/MS/k-youth", status: 404 },
  { label: "the Malay root", path: "/ms", status: 301, location: "/ms/k-youth" },
  { label: "the Malay root with a slash", path: "/ms/", status: 301, location: "/ms/k-youth" },
  { label: "the Malay root's file", path: "/ms/index.html", status: 404 },
  { label: "a Malay page", path: "/ms/k-youth", status: 200 },
  {
    label: "a Malay page with a slash",
    path: "/ms/k-youth/",
    status: 301,
    location: "/ms/k-youth",
  },
  {
    label: "a Malay page's file",
    path: "/ms/k-youth/index.html",
    status: 301,
    location: "/ms/k-youth",
  },
  { label: "an unknown Malay path", path: "/ms/no-such-page", status: 404 },
  { label: "an encoded slash", path: "/k-youth%2F", status: 301, location: "/k-youth" },
  { label: "an encoded letter", path: "/%6b-youth", status: 200 },
  { label: "malformed percent-encoding", path: "/%E0%A4%A", status: 404 },
  { label: "POST to a page", path: "/contact-us", method: "POST", status: 405 },
  { label: "DELETE to a dotfile", path: "/.env", method: "DELETE", status: 405 },
  { label: "OPTIONS to the root", path: "/", method: "OPTIONS", status: 405 },
  { label: "HEAD of a page", path: "/k-youth", method: "HEAD", status: 200 },
  {
    label: "HEAD of a page's file",
    path: "/k-youth/index.html",
    method: "HEAD",
    status: 301,
    location: "/k-youth",
  },
  { label: "a 3,000-character path", path: segment(3_000), status: 404 },
  { label: "a 10,000-character path", path: segment(10_000), status: 414 },
  { label: "a 20,000-character path", path: segment(20_000), status: 414 },
  {
    label: "POST with a 10,000-character path",
    path: segment(10_000),
    method: "POST",
    status: 414,
  },
  {
    label: "a 10,000-byte header",
    path: "/k-youth",
    header: `X-Padding: ${"a".repeat(10_000)}`,
    status: 400,
  },
];

interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Whether anything answers there; a server left running would otherwise be tested instead. */
const answers = (origin: string) =>
  fetch(`${origin}/k-youth`, { method: "HEAD" }).then(
    () => true,
    () => false,
  );

async function startNodeServer(port: number): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  await expectPortFree(port);
  // PORT would win over --port.
  const child = spawn(process.execPath, ["deploy/serve.ts", "--port", String(port)], {
    env: { ...process.env, PORT: undefined },
    stdio: "ignore",
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  await expect.poll(async () => (await answers(origin)) || child.exitCode !== null).toBe(true);
  if (child.exitCode !== null) throw new Error(`deploy/serve.ts exited on port ${port}`);
  return {
    origin,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function startNginxServer(port: number): Promise<RunningServer> {
  await expectPortFree(port);
  const nginx = await startNginx(port);
  return { origin: `http://127.0.0.1:${port}`, stop: () => nginx.stop() };
}

const SERVERS = [
  { name: "the Node server", port: basePort + 2, start: startNodeServer, available: true },
  { name: "nginx", port: basePort + 3, start: startNginxServer, available: Boolean(nginxPath) },
];

function send(origin: string, { path, method = "GET", header }: Probe) {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${new URL(origin).host}`,
    "Connection: close",
  ];
  if (header) lines.push(header);
  if (method === "POST") lines.push("Content-Length: 0");
  return rawRequest(origin, lines.join("\r\n"));
}

test.describe("one answer per address", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP-level checks run in the desktop project only");

  for (const server of SERVERS) {
    test(`${server.name} gives every probe its status and Location, with the security headers`, async () => {
      test.skip(!server.available, "needs nginx: sudo apt-get install -y nginx");
      expect(await answers(`http://127.0.0.1:${server.port}`), `port ${server.port} is free`).toBe(
        false,
      );
      const running = await server.start(server.port);
      try {
        for (const probe of PROBES) {
          const { status, headers } = await send(running.origin, probe);
          expect
            .soft(
              { status, location: headers.location },
              `${probe.label} (${probe.method ?? "GET"} ${probe.path.slice(0, 40)})`,
            )
            .toEqual({ status: probe.status, location: probe.location });
          expect
            .soft(headers["content-security-policy"], `${probe.label}: CSP`)
            .toMatch(/^default-src 'none'/);
          expect.soft(headers["strict-transport-security"], `${probe.label}: HSTS`).toBeTruthy();
        }
      } finally {
        await running.stop();
      }
    });
  }
});
