// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeHostingFiles } from "./hosting-build.ts";
import { cspHash } from "./inline-hashes.ts";

let root: string;
let clientDir: string;

async function put(path: string, content: string) {
  await mkdir(dirname(join(clientDir, path)), { recursive: true });
  await writeFile(join(clientDir, path), content);
}

const bigScript = `export const words = ${JSON.stringify("lorem ipsum ".repeat(400))};\n`;

beforeEach(async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  root = await mkdtemp(join(tmpdir(), "hosting-build-"));
  clientDir = join(root, "build/client");
  await put("index.html", "<!DOCTYPE html><script>location.replace('/k-youth')</script>");
  await put(
    "k-youth/index.html",
    `<!DOCTYPE html><html><head><noscript><style>p{}</style></noscript></head><body><script>window.ctx = {};</script>${"<p>text</p>".repeat(200)}</body></html>`,
  );
  await put("404.html", "<!DOCTYPE html><script>window.ctx = {};</script>");
  await put("assets/entry-abc123.js", bigScript);
  await put("favicon.svg", "<svg></svg>");
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

const build = () => writeHostingFiles(clientDir, ["https://api.emailjs.com"]);

describe("writeHostingFiles", () => {
  it("puts the hash of every distinct inline script and style into the policy", async () => {
    const { hashes } = await build();
    expect(hashes.scripts).toEqual(
      [cspHash("location.replace('/k-youth')"), cspHash("window.ctx = {};")].sort(),
    );
    expect(hashes.styles).toEqual([cspHash("p{}")]);
  });

  it("writes one policy into every host's files", async () => {
    const { securityHeaders } = await build();
    const csp = securityHeaders.find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";
    const nginx = await readFile(join(root, "build/hosting/nginx-site.conf"), "utf8");
    const headers = await readFile(join(clientDir, "_headers"), "utf8");
    const manifest = JSON.parse(await readFile(join(root, "build/hosting/headers.json"), "utf8"));
    expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(headers).toContain(`  Content-Security-Policy: ${csp}\n`);
    expect(manifest.securityHeaders).toContainEqual(["Content-Security-Policy", csp]);
    expect(await readFile(join(clientDir, "_redirects"), "utf8")).toContain("/ /k-youth 301");
  });

  it("writes .gz copies of the text files worth compressing", async () => {
    await build();
    const gz = await readFile(join(clientDir, "assets/entry-abc123.js.gz"));
    expect(gunzipSync(gz).toString()).toBe(bigScript);
    expect(existsSync(join(clientDir, "k-youth/index.html.gz"))).toBe(true);
    // Too small to gain anything.
    expect(existsSync(join(clientDir, "favicon.svg.gz"))).toBe(false);
  });

  it("stops on a file type it has no MIME type for", async () => {
    await put("assets/data-abc.bin", "x");
    await expect(build()).rejects.toThrow(/No MIME type for \/assets\/data-abc\.bin/);
  });

  it("stops on inline event handlers, which the policy would block", async () => {
    await put("contact-us/index.html", `<button onclick="send()">Send</button>`);
    await expect(build()).rejects.toThrow(/contact-us\/index\.html: <button onclick="\.\.\.">/);
  });
});
