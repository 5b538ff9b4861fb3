/**
 * deploy/nginx/k-youth.conf running as in production (TLS included), on ports of its own with a
 * throwaway certificate: the HTTP-to-HTTPS steps, the TLS versions and suites it accepts, and its
 * limit on page requests. Requests name the site (Host and SNI) as a browser would.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { connect } from "node:tls";
import { connect as connectPlain } from "node:net";
import { readdirSync } from "node:fs";
import { nginxPath } from "#deploy/lib/nginx.ts";
import { expect, test } from "./fixtures.ts";
import { startProductionServer } from "./support/production-nginx.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

const ports = {
  http: Number(process.env.E2E_PORT ?? 4173) + 4,
  https: Number(process.env.E2E_PORT ?? 4173) + 5,
};
const SITE = "k-youth.example";
const WWW = `www.${SITE}`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

function get(secure: boolean, host: string, path: string): Promise<Answer> {
  const request = secure ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: secure ? ports.https : ports.http,
        path,
        headers: { Host: host },
        servername: host,
        rejectUnauthorized: false,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The TLS version and suite the server settles on with a client offering only `ciphers`. */
function handshake(ciphers: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({
      host: "127.0.0.1",
      port: ports.https,
      servername: SITE,
      rejectUnauthorized: false,
      maxVersion: "TLSv1.2",
      ciphers,
    });
    socket.once("secureConnect", () => {
      resolve(`${socket.getProtocol()} ${socket.getCipher().standardName}`);
      socket.end();
    });
    socket.once("error", () => resolve("refused"));
  });
}

/** nginx's client_header_timeout in deploy/nginx/k-youth-timeouts.conf. */
const HEADER_TIMEOUT_S = 10;
/** How long past the timeout a close may come: the timer's granularity and a loaded machine. */
const SLACK_S = 2;

/**
 * Opens a plain connection to `port`, writes `trickle` one byte every `everyMs` (nothing if empty,
 * as a client that never sends its TLS hello or its request), and resolves with the seconds until
 * the server closed it; a bound past the timeout ends the wait.
 */
function secondsUntilClosed(port: number, trickle = "", everyMs = 0): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connectPlain(port, "127.0.0.1");
    let sent = 0;
    const timer = trickle
      ? setInterval(() => {
          if (sent < trickle.length && socket.writable) socket.write(trickle[sent++] ?? "");
        }, everyMs)
      : undefined;
    const bound = setTimeout(() => socket.destroy(), (HEADER_TIMEOUT_S + 3 * SLACK_S) * 1000);
    // nginx resets a timed-out connection (reset_timedout_connection); the close follows.
    socket.on("error", () => undefined);
    socket.on("data", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(bound);
      resolve((performance.now() - started) / 1000);
    });
  });
}

// One server per run; HTTP-level checks.
test.describe("the production server config", DESKTOP_ONLY, () => {
  test.skip(!nginxPath, "needs nginx: sudo apt-get install -y nginx");
  test.describe.configure({ mode: "default" });

  // Started by the first test that needs it (only the desktop project gets that far).
  let server: ReturnType<typeof startProductionServer> | undefined;
  const running = () => (server ??= startProductionServer(ports));
  test.afterAll(async () => {
    await (await server)?.stop();
  });

  test("plain HTTP goes to HTTPS on the same name first, then www to the one origin", async () => {
    await running();
    const bare = await get(false, SITE, "/k-youth?a=1");
    expect([bare.status, bare.headers.location]).toEqual([301, `https://${SITE}/k-youth?a=1`]);
    const www = await get(false, WWW, "/k-youth");
    expect([www.status, www.headers.location]).toEqual([301, `https://${WWW}/k-youth`]);
    const secureWww = await get(true, WWW, "/k-youth");
    expect([secureWww.status, secureWww.headers.location]).toEqual([
      301,
      `https://${SITE}/k-youth`,
    ]);
    expect(secureWww.headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect((await get(true, SITE, "/k-youth")).status).toBe(200);
  });

  test("TLS 1.2 takes forward-secret AEAD suites only, no CBC", async () => {
    await running();
    expect(await handshake("ECDHE-RSA-AES128-GCM-SHA256")).toBe(
      "TLSv1.2 TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256",
    );
    expect(await handshake("ECDHE-RSA-CHACHA20-POLY1305")).toBe(
      "TLSv1.2 TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256",
    );
    for (const cbc of ["ECDHE-RSA-AES128-SHA", "ECDHE-RSA-AES256-SHA384", "AES128-GCM-SHA256"]) {
      expect(await handshake(cbc), cbc).toBe("refused");
    }
  });

  test("TLS 1.3 is offered to the site's name", async () => {
    await running();
    const version = await new Promise<string | null>((resolve, reject) => {
      const socket = connect({
        host: "127.0.0.1",
        port: ports.https,
        servername: SITE,
        rejectUnauthorized: false,
      });
      socket.once("secureConnect", () => {
        resolve(socket.getProtocol());
        socket.end();
      });
      socket.once("error", reject);
    });
    expect(version).toBe("TLSv1.3");
  });

  test("a connection that never sends, or trickles its first request, ends within 10 s", async () => {
    await running();
    const header = "GET /k-youth HTTP/1.1\r\nHost: k-youth.example\r\nX-Slow: 1";
    const closes = await Promise.all([
      // No TLS hello on the HTTPS port; no request on the HTTP port.
      secondsUntilClosed(ports.https),
      secondsUntilClosed(ports.http),
      // A header trickled a byte every 2 s, faster than any per-byte timer would notice.
      secondsUntilClosed(ports.http, header, 2_000),
    ]);
    for (const seconds of closes) {
      expect(seconds).toBeGreaterThanOrEqual(HEADER_TIMEOUT_S - SLACK_S);
      expect(seconds).toBeLessThanOrEqual(HEADER_TIMEOUT_S + SLACK_S);
    }
  });

  test("a burst of page requests past 40 gets 429; files are not counted", async () => {
    await running();
    const script = readdirSync("build/client/assets").find((name) => name.endsWith(".js"));
    const burst = (path: string) =>
      Promise.all(Array.from({ length: 120 }, (_, n) => get(true, SITE, `${path}?n=${n}`)));
    const files = await burst(`/assets/${script}`);
    expect(files.filter((answer) => answer.status === 200)).toHaveLength(120);

    const started = performance.now();
    const pages = await burst("/contact-us");
    const seconds = (performance.now() - started) / 1000;
    const served = pages.filter((answer) => answer.status === 200).length;
    // The burst of 40 plus the first request, and 10 a second refilled while the requests came.
    expect(served).toBeGreaterThanOrEqual(41);
    expect(served).toBeLessThanOrEqual(41 + Math.ceil(10 * seconds));
    const limited = pages.filter((answer) => answer.status === 429);
    expect(limited.length).toBe(120 - served);
    expect(limited[0]?.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(limited[0]?.headers["retry-after"]).toBe("1");
  });

  test("probes for files past the burst get 429 with Retry-After", async () => {
    await running();
    const probes = await Promise.all(
      Array.from({ length: 300 }, (_, n) => get(true, SITE, `/nope-${n}.php`)),
    );
    const limited = probes.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(probes.filter((answer) => answer.status === 404).length).toBeGreaterThan(0);
    expect(limited[0]?.headers["retry-after"]).toBe("1");
    expect(limited[0]?.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  });
});
