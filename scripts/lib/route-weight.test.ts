import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gzipBytes,
  measureRoute,
  overruns,
  type RouteBudget,
  type ViteManifest,
} from "./route-weight.ts";

const files: Record<string, string> = {
  "page/index.html": [
    "<!doctype html><html><head>",
    '<link rel="stylesheet" href="/assets/page.css"/>',
    '<link rel="modulepreload" href="/assets/route.js"/>',
    '<link rel="preload" href="/assets/brand.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    "<style>body{margin:0}</style>",
    '<script type="module">import "/assets/entry.js";</script>',
    "</head><body>",
    '<img src="/assets/hero.png" alt="">',
    '<img src="/assets/portrait.png" alt="" loading="lazy">',
    "</body></html>",
  ].join(""),
  "assets/page.css": "@font-face{src:url(/assets/brand.woff2)}".padEnd(4000, " "),
  "assets/manifest-abc123.js": "window.__reactRouterManifest={};",
  "assets/entry.js": 'import"./shared.js";export const m=1;',
  "assets/root.js": 'import"./shared.js";export const r=1;',
  "assets/route.js": 'import{a}from"./shared.js";const w=()=>import(`./widget.js`);export{w};',
  "assets/shared.js": "export const a=1;".repeat(200),
  "assets/widget.js": "export default 1;".repeat(500),
  "assets/brand.woff2": "F".repeat(3000),
  "assets/hero.png": "P".repeat(5000),
  "assets/portrait.png": "Q".repeat(9000),
};

const ROUTE = "?__react-router-build-client-route";
const manifest: ViteManifest = {
  "node_modules/entry.client.tsx": { file: "assets/entry.js", isEntry: true, imports: ["_shared"] },
  [`app/root.tsx${ROUTE}`]: { file: "assets/root.js", isEntry: true, imports: ["_shared"] },
  [`app/routes/page.tsx${ROUTE}`]: {
    file: "assets/route.js",
    isEntry: true,
    imports: ["_shared"],
    dynamicImports: ["app/widget.tsx"],
  },
  _shared: { file: "assets/shared.js" },
  "app/widget.tsx": { file: "assets/widget.js", imports: ["_shared"] },
};
const page = { file: "page/index.html", routeModule: "routes/page.tsx" };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "route-weight-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const gz = (path: string) => gzipBytes(files[path] ?? "");

describe("measureRoute", () => {
  it("counts React Router's manifest, the entry, root and route chunks and their static imports", () => {
    const weight = measureRoute(dir, manifest, page);
    expect(weight.scripts).toEqual([
      "/assets/entry.js",
      "/assets/manifest-abc123.js",
      "/assets/root.js",
      "/assets/route.js",
      "/assets/shared.js",
    ]);
    expect(weight.js).toBe(
      gz("assets/manifest-abc123.js") +
        gz("assets/entry.js") +
        gz("assets/root.js") +
        gz("assets/route.js") +
        gz("assets/shared.js"),
    );
  });

  it("lists dynamically imported chunks apart, without counting them", () => {
    expect(measureRoute(dir, manifest, page).lazyScripts).toEqual(["/assets/widget.js"]);
  });

  it("counts no script for a page without a route, and stops on a route the build lacks", () => {
    expect(measureRoute(dir, manifest, { file: "page/index.html" }).js).toBe(0);
    expect(() => measureRoute(dir, manifest, { ...page, routeModule: "routes/gone.tsx" })).toThrow(
      /routes\/gone\.tsx/,
    );
  });

  it("counts gzip CSS and HTML, raw fonts once, and eager images only", () => {
    const weight = measureRoute(dir, manifest, page);
    expect(weight.css).toBe(gz("assets/page.css"));
    expect(weight.html).toBe(gz("page/index.html"));
    expect(weight.fonts).toBe(3000);
    expect(weight.largestEagerImage).toBe(5000);
    expect(weight.total).toBe(weight.html + weight.css + weight.js + weight.fonts + 5000);
  });
});

describe("overruns", () => {
  const route: RouteBudget = {
    name: "/page",
    file: "page/index.html",
    budget: {
      html: 10_000,
      css: 10_000,
      js: 100,
      fonts: 10_000,
      largestEagerImage: 4000,
      total: 50_000,
    },
  };

  it("names each measure over its budget, with the figures", () => {
    const found = overruns(route, measureRoute(dir, manifest, page));
    expect(found.map((overrun) => overrun.measure)).toEqual(["js", "largestEagerImage"]);
    expect(found[1]).toEqual({
      route: "/page",
      measure: "largestEagerImage",
      actual: 5000,
      limit: 4000,
    });
  });
});
