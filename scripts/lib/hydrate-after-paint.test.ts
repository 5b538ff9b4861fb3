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

describe("the bootstrap script that starts after the first paint", () => {
  it("finds React Router's bootstrap and nothing else", () => {
    expect(isBootstrap(scriptOf(BOOTSTRAP))).toBe(true);
    expect(isBootstrap(scriptOf('<script type="module">import "/assets/x.js";</script>'))).toBe(
      false,
    );
  });

  it("waits for the first contentful paint, then loads the same modules and the entry", () => {
    const rewritten = hydrateAfterFirstPaint(scriptOf(BOOTSTRAP));
    const code = rewritten.replace(/^<script type="module" async="">|<\/script>$/g, "");
    expect(code.indexOf("first-contentful-paint")).toBeLessThan(code.indexOf("import("));
    expect(code).toContain(
      'const modules = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/page-3.js")]).catch(() => null);',
    );
    expect(code).toContain("const [, route0, route1] = modules;");
    expect(code).toMatch(/route1\};\s+import\("\/assets\/entry\.client-4\.js"\);\s*\}$/);
    expect(code).not.toMatch(/^import /m);
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
