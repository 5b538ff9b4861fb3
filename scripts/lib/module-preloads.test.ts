import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.ts";

describe("module preloads on prerendered pages", () => {
  const page = [
    "<head>",
    '<link rel="modulepreload" href="/assets/entry.client-a1.js"/>',
    '<link rel="modulepreload" href="/assets/root-b2.js"/>',
    '<link rel="stylesheet" href="/assets/root-c3.css"/>',
    '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    "</head><body><p>Text</p>",
    '<script type="module" async="">import "/assets/manifest-d4.js";</script>',
    "</body>",
  ].join("");

  it("are removed, so the stylesheet and font are the first requests", () => {
    const html = withoutModulePreloads(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-c3.css"/>');
    expect(html).toContain('rel="preload" href="/assets/font.woff2"');
  });

  it("leave the module script that loads the app", () => {
    expect(withoutModulePreloads(page)).toContain(
      '<script type="module" async="">import "/assets/manifest-d4.js";</script>',
    );
  });
});
