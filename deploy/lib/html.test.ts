import { describe, expect, it } from "vitest";
import { attribute, elements, isLink, rewriteElements, textOf } from "./html.ts";

const withoutPreloads = (html: string) =>
  rewriteElements(html, (element) => (isLink(element, "modulepreload") ? "" : null));

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
    const html = withoutPreloads(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-c3.css"/>');
    expect(html).toContain('rel="preload" href="/assets/font.woff2"');
  });

  it("leave the module script that loads the app", () => {
    expect(withoutPreloads(page)).toContain(
      '<script type="module" async="">import "/assets/manifest-d4.js";</script>',
    );
  });
});

describe("elements", () => {
  it("reads a page as a browser with scripting off does, <noscript> and <template> included", () => {
    const found = elements(
      '<noscript><style>p{}</style></noscript><template><img src="/a.png"></template>',
    );
    expect(found.map((element) => element.tagName)).toContain("img");
    const style = found.find((element) => element.tagName === "style");
    expect(style && textOf(style)).toBe("p{}");
    const img = found.find((element) => element.tagName === "img");
    expect(img && attribute(img, "src")).toBe("/a.png");
  });
});
