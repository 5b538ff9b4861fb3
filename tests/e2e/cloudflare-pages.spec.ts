/**
 * Cloudflare Pages, run here: `wrangler pages dev` (workerd) serves build/static-host with its
 * `_headers` and `_redirects`, and answers the address table nginx answers
 * (support/address-probes.ts) and the header check of hosting.spec.ts. Where the local runtime
 * itself answers before the site's files are reached, the difference is listed below with its
 * reason; a listed difference that goes away fails the test too, so the list stays true.
 */
import { readdirSync } from "node:fs";
import { LANGUAGES } from "#app/site-manifest.ts";
import { expect, test } from "./fixtures.ts";
import { rawGet } from "./raw-http.ts";
import { type Probe, PROBES, sendProbe } from "./support/address-probes.ts";
import { expectSecurityHeaders } from "./support/security-headers.ts";
import { startWrangler } from "./support/wrangler.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

const basePort = Number(process.env.E2E_PORT ?? 4173);

interface RuntimeAnswer {
  status: number;
  location?: string;
  /** Why the local runtime answers otherwise than nginx. */
  reason: string;
}

const LOCAL_PARSER = "workerd's own HTTP parser refuses it before the site is reached";
const LOCAL_ASSET_ERROR = "the local asset server fails on the path (an emulator error, 502)";
const LONG_PATH = { status: 431, reason: `${LOCAL_PARSER}: 431 where nginx says 414` };

/**
 * Answers of the local runtime that differ from nginx's, by probe label: requests no browser sends
 * to a page, refused or served by the runtime before `_redirects` and the files are consulted.
 */
const RUNTIME_DIFFERENCES: Record<string, RuntimeAnswer> = {
  "a page with markup in its query": {
    status: 400,
    reason: `${LOCAL_PARSER}; browsers send the query encoded, which is served (the next probe)`,
  },
  "a parent segment above the root": {
    status: 200,
    reason: "the runtime resolves dot segments as a URL parser does, so /../ stays at the root",
  },
  "a file with a slash": { status: 502, reason: LOCAL_ASSET_ERROR },
  "an encoded slash": {
    status: 308,
    location: "/k-youth",
    reason: "the runtime's own slash rule answers with 308, to the same address",
  },
  "OPTIONS to the root": {
    status: 301,
    location: "/k-youth",
    reason: "_redirects applies to every method; there is no rule for methods",
  },
  "a 3,000-character path": { status: 502, reason: LOCAL_ASSET_ERROR },
  "a 10,000-character path": LONG_PATH,
  "a 20,000-character path": LONG_PATH,
  "POST with a 10,000-character path": LONG_PATH,
  "a 10,000-byte header": {
    status: 200,
    reason: "the runtime reads larger headers than nginx's 8 KiB lines",
  },
};

const assets = readdirSync("build/static-host/assets");
const hashedScript = `/assets/${assets.find((name) => /^entry\.client-[\w-]+\.js$/.test(name))}`;
const hashedFont = `/assets/${assets.find((name) => name.endsWith(".woff2"))}`;

const row = (probe: Probe, answer: { status: number; location?: string }) =>
  `| ${probe.method ?? "GET"} \`${probe.path.slice(0, 40)}\` | ${probe.status}${probe.location ? ` → ${probe.location}` : ""} | ${answer.status}${answer.location ? ` → ${answer.location}` : ""} |`;

// HTTP-level checks: once.
test.describe("Cloudflare Pages (wrangler pages dev)", DESKTOP_ONLY, () => {
  test.describe.configure({ mode: "default" });

  let server: Awaited<ReturnType<typeof startWrangler>> | undefined;
  const running = async () => (server ??= await startWrangler(basePort + 6, basePort + 7));
  test.afterAll(async () => {
    await server?.stop();
  });

  test("takes every rule of _redirects and _headers", async () => {
    test.setTimeout(90_000);
    const output = (await running()).output();
    expect(output).toMatch(/Parsed \d+ valid redirect rules/);
    expect(output).toMatch(/Parsed \d+ valid header rules/);
    expect(output).not.toMatch(/invalid (redirect|header) rule/i);
  });

  test("answers every address of the table as nginx does", async () => {
    test.setTimeout(90_000);
    const { origin } = await running();
    const table: string[] = ["| Request | nginx | Cloudflare's runtime |", "|---|---|---|"];
    for (const probe of PROBES) {
      const { status, headers } = await sendProbe(origin, probe);
      const answer = { status, location: headers.location };
      table.push(row(probe, answer));
      const difference = RUNTIME_DIFFERENCES[probe.label];
      const expected = difference ?? probe;
      expect
        .soft(answer, `${probe.label} (${probe.method ?? "GET"} ${probe.path.slice(0, 40)})`)
        .toEqual({ status: expected.status, location: expected.location });
      if (difference) continue;
      expect
        .soft(headers["content-security-policy"], `${probe.label}: CSP`)
        .toMatch(/^default-src 'none'/);
      expect.soft(headers["strict-transport-security"], `${probe.label}: HSTS`).toBeTruthy();
      expect
        .soft(headers["access-control-allow-origin"], `${probe.label}: no CORS`)
        .toBeUndefined();
    }
    await test
      .info()
      .attach("addresses.md", { body: table.join("\n"), contentType: "text/markdown" });
  });

  test("an unknown address gets the not-found page of its language, with 404", async () => {
    const { origin } = await running();
    for (const [path, language] of [
      ["/no-such-page", "en"],
      ["/404", "en"],
      ["/ms/no-such-page", "ms"],
      ["/ms/404", "ms"],
    ] as const) {
      const { status, body } = await rawGet(origin, path);
      expect(status, path).toBe(404);
      expect(/<html lang="([^"]+)"/.exec(body)?.[1], path).toBe(LANGUAGES[language].tag);
    }
  });

  test("carries every security header, and caches as nginx does", async () => {
    const { origin } = await running();
    const cases: [label: string, path: string, cache: RegExp][] = [
      ["a page", "/k-youth", /^no-cache$/],
      ["a Malay page", "/ms/k-youth", /^no-cache$/],
      ["a hashed script", hashedScript, /^public, max-age=31536000, immutable$/],
      ["the font", hashedFont, /^public, max-age=31536000, immutable$/],
      ["the prerendered data", "/k-youth.data", /^no-cache$/],
      ["the favicon", "/favicon.svg", /^no-cache$/],
      ["security.txt", "/.well-known/security.txt", /^no-cache$/],
      // Never kept: Cloudflare says no-store where nginx says no-cache.
      ["a 404", "/no-such-page", /^no-(cache|store)$/],
      ["a missing asset", "/assets/no-such-file-abc123.js", /^no-(cache|store)$/],
    ];
    for (const [label, path, cache] of cases) {
      const { headers } = await rawGet(origin, path);
      expectSecurityHeaders(headers, label);
      expect(headers["cache-control"], `${label}: Cache-Control`).toMatch(cache);
      expect(headers["access-control-allow-origin"], `${label}: no CORS`).toBeUndefined();
    }
    const data = await rawGet(origin, "/k-youth.data");
    expect(data.headers["content-type"]).toBe("text/x-script");
  });
});
