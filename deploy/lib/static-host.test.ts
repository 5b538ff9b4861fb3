// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { filesUnder } from "./paths.ts";
import { mergeHeaderBlocks, writeStaticHostSite } from "./static-host.ts";

let root: string;
const client = () => join(root, "build/client");

async function put(path: string, content = "x") {
  await mkdir(dirname(join(client(), path)), { recursive: true });
  await writeFile(join(client(), path), content);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "static-host-"));
  for (const file of [
    "index.html",
    "404.html",
    "k-youth/index.html",
    "k-youth/index.html.gz",
    "k-youth/eligibility/index.html",
    "k-youth.data",
    "ms/k-youth/index.html",
    "ms/404.html",
    "assets/entry-abc.js",
  ]) {
    await put(file);
  }
  await put("_headers", "# note\n/*\n  A: 1\n\n/admin\n  B: 2\n\n/admin\n  ! A\n  A: 3\n");
  await put("_redirects", "/ /k-youth 301\n");
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe("build/static-host", () => {
  it("serves each page from a flat file beside its folder, with no .gz copies or root page", async () => {
    await writeStaticHostSite(client(), false);
    expect(await filesUnder(join(root, "build/static-host"))).toEqual([
      "404.html",
      "_headers",
      "_redirects",
      "assets/entry-abc.js",
      "k-youth.data",
      "k-youth.html",
      "k-youth/eligibility.html",
      "ms/404.html",
      "ms/k-youth.html",
    ]);
  });

  it("takes the hosts' files out of build/client, which nginx serves", async () => {
    await writeStaticHostSite(client(), false);
    expect(existsSync(join(client(), "_headers"))).toBe(false);
    expect(existsSync(join(client(), "_redirects"))).toBe(false);
    expect(existsSync(join(client(), "k-youth/index.html"))).toBe(true);
  });

  it("gives each path one block of headers, in their order", async () => {
    await writeStaticHostSite(client(), false);
    expect(await readFile(join(root, "build/static-host/_headers"), "utf8")).toBe(
      "# note\n\n/*\n  A: 1\n\n/admin\n  B: 2\n  ! A\n  A: 3\n",
    );
    expect(mergeHeaderBlocks("/a\n  X: 1\n")).toBe("/a\n  X: 1\n");
  });

  it("keeps search engines out of a preview", async () => {
    await put("robots.txt", "User-agent: *\nAllow: /\n");
    await writeStaticHostSite(client(), true);
    const headers = await readFile(join(root, "build/static-host/_headers"), "utf8");
    expect(headers).toContain("/*\n  A: 1\n  X-Robots-Tag: noindex, nofollow\n");
    expect(await readFile(join(root, "build/static-host/robots.txt"), "utf8")).toBe(
      "User-agent: *\nDisallow: /\n",
    );
  });
});
