// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cspHash, mergeHashes, scanPage } from "./inline-hashes.ts";

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe("cspHash", () => {
  it("matches the CSP specification's own example", () => {
    // https://www.w3.org/TR/CSP3/#grammardef-hash-source
    expect(cspHash("alert('Hello, world.');")).toBe(
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    );
  });

  it("hashes the UTF-8 bytes", () => {
    expect(cspHash("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
    expect(cspHash("é")).not.toBe(cspHash("e"));
  });
});

describe("scanPage", () => {
  it("hashes each inline script exactly as the browser reads it", () => {
    const scan = scanPage(
      page(`<script>window.a = 1;</script><script type="module">import "/x.js";</script>`),
    );
    expect(scan.scripts).toEqual([cspHash("window.a = 1;"), cspHash('import "/x.js";')]);
  });

  it("normalises CRLF to LF, as the HTML parser does before the browser hashes", () => {
    expect(scanPage(page("<script>a();\r\nb();</script>")).scripts).toEqual([
      cspHash("a();\nb();"),
    ]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const scan = scanPage(
      page(
        `<script src="/assets/app.js"></script><script type="application/ld+json">{"@type":"Event"}</script><script type="text/plain">x</script>`,
      ),
    );
    expect(scan.scripts).toEqual([]);
  });

  it("counts the JavaScript types and import maps the browser runs", () => {
    const scan = scanPage(
      page(
        `<script type="text/javascript">a()</script><script type=" Module ">b()</script><script type="importmap">{"imports":{}}</script>`,
      ),
    );
    expect(scan.scripts).toHaveLength(3);
  });

  it("hashes styles inside <noscript>, which apply to visitors without JavaScript", () => {
    const scan = scanPage(
      page("<noscript><style>[data-requires-js]{display:none!important}</style></noscript>"),
    );
    expect(scan.styles).toEqual([cspHash("[data-requires-js]{display:none!important}")]);
  });

  it("hashes style attributes after decoding their entities", () => {
    const scan = scanPage(page("", `<div style="--label:&quot;a&quot;;width:1px"></div>`));
    expect(scan.styleAttributes).toEqual([cspHash('--label:"a";width:1px')]);
  });

  it("looks inside <template> content", () => {
    expect(scanPage(page("", "<template><script>t()</script></template>")).scripts).toEqual([
      cspHash("t()"),
    ]);
  });

  it("reports inline event handlers and javascript: URLs, which no hash can allow", () => {
    const scan = scanPage(
      page("", `<img src="/x.svg" alt="" onerror="steal()"><a href=" JavaScript:void(0)">x</a>`),
    );
    expect(scan.blocked).toEqual(['<img onerror="...">', '<a href=" JavaScript:void(0)">']);
  });

  it("finds nothing to allow in a page without inline code", () => {
    expect(scanPage(page('<link rel="stylesheet" href="/a.css">', "<p>Hi</p>"))).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: [],
      blocked: [],
    });
  });
});

describe("mergeHashes", () => {
  it("keeps each hash once, sorted, so the policy is stable between builds", () => {
    expect(
      mergeHashes([
        { scripts: ["sha256-b", "sha256-a"], styles: ["sha256-s"], styleAttributes: [] },
        { scripts: ["sha256-a"], styles: ["sha256-s"], styleAttributes: ["sha256-t"] },
      ]),
    ).toEqual({
      scripts: ["sha256-a", "sha256-b"],
      styles: ["sha256-s"],
      styleAttributes: ["sha256-t"],
    });
  });
});
