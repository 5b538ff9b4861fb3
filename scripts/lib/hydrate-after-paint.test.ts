import { describe, expect, it } from "vitest";
import { elements } from "#deploy/lib/html.ts";
import { hydrateAfterFirstPaint, isBootstrap } from "./hydrate-after-paint.ts";

const BOOTSTRAP = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/page-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en/page":route1};

import("/assets/entry.client-4.js");</script>`;

const scriptOf = (html: string) => {
  const script = elements(html).find((element) => element.tagName === "script");
  if (!script) throw new Error("no script");
  return script;
};

/** The rewritten bootstrap's code, without its script element. */
const rewrittenCode = () =>
  hydrateAfterFirstPaint(scriptOf(BOOTSTRAP)).replace(
    /^<script type="module" async="">|<\/script>$/g,
    "",
  );

describe("the bootstrap script that starts after the first paint", () => {
  it("finds React Router's bootstrap and nothing else", () => {
    expect(isBootstrap(scriptOf(BOOTSTRAP))).toBe(true);
    expect(isBootstrap(scriptOf('<script type="module">import "/assets/x.js";</script>'))).toBe(
      false,
    );
  });

  it("waits for the first contentful paint, then loads the same modules and the entry", () => {
    const code = rewrittenCode();
    expect(code.indexOf("first-contentful-paint")).toBeLessThan(code.indexOf("import("));
    expect(code).toContain(
      'const modules = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/page-3.js")]).catch(() => null);',
    );
    expect(code).toContain("const [, route0, route1] = modules;");
    expect(code).toMatch(/route1\};\s+import\("\/assets\/entry\.client-4\.js"\);\s*\}$/);
    expect(code).not.toMatch(/^import /m);
  });

  it("starts the downloads in a task of their own once three frames have been drawn", async () => {
    const code = rewrittenCode().replaceAll("import(", "load(");
    // A page painted already, its font loaded, on a clock of frames (every 16 ms) and timers.
    let now = 0;
    let framesDrawn = 0;
    let inFrame = false;
    const frameCallbacks: (() => void)[] = [];
    const timers: { due: number; run: () => void }[] = [];
    const loads: { url: string; framesDrawn: number; inFrame: boolean }[] = [];
    const AsyncFunction = (async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    const bootstrap = new AsyncFunction(
      "performance",
      "document",
      "requestAnimationFrame",
      "setTimeout",
      "load",
      "window",
      code,
    )(
      { getEntriesByName: () => [{}] },
      { fonts: { status: "loaded" } },
      (callback: () => void) => frameCallbacks.push(callback),
      (run: () => void, delay = 0) => timers.push({ due: now + delay, run }),
      (url: string) => {
        loads.push({ url, framesDrawn, inFrame });
        return Promise.reject(new Error("not fetched in a unit test"));
      },
      {},
    );
    // Each task, then its microtasks, as a browser's event loop runs them: the script's own first.
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    while (loads.length === 0 && now < 2000) {
      now += 1;
      for (const timer of timers.filter(({ due }) => due <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
        await settle();
      }
      if (now % 16 === 0) {
        inFrame = true;
        for (const callback of frameCallbacks.splice(0)) callback();
        await settle();
        inFrame = false;
        framesDrawn += 1;
      }
    }
    await bootstrap;
    expect(loads.map(({ url }) => url)).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/page-3.js",
    ]);
    expect(loads.every((started) => started.framesDrawn === 3 && !started.inFrame)).toBe(true);
  });

  it("stops the build when React Router writes a bootstrap of another form", () => {
    const changed = BOOTSTRAP.replace(
      'import "/assets/manifest-1.js";',
      'import { a } from "/assets/m.js";',
    );
    expect(() => hydrateAfterFirstPaint(scriptOf(changed))).toThrow(
      /form this build does not know/,
    );
  });
});
