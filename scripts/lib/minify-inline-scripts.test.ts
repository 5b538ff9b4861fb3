import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { elements } from "#deploy/lib/html.ts";
import { isInlineCode, minifyInlineScript } from "./minify-inline-scripts.ts";

const scriptIn = (html: string) => {
  const [script] = elements(html).filter((element) => element.tagName === "script");
  if (!script) throw new Error("no script");
  return script;
};

describe("inline scripts, minified", () => {
  it("does the same in fewer bytes, and keeps the names other scripts read", () => {
    const source = `<script>
      // Tells the page it started.
      const startedAt = 42;
      window.pageStarted = function markStarted(settings) {
        return settings.label + " " + startedAt;
      };
    </script>`;
    const minified = minifyInlineScript(source, scriptIn(source));
    expect(minified.length).toBeLessThan(source.length);
    expect(minified).toMatch(/^<script>.*<\/script>$/s);
    const code = minified.replace(/^<script>|<\/script>$/g, "");
    const window: { pageStarted?: (settings: { label: string }) => string } = {};
    runInNewContext(code, { window });
    expect(window.pageStarted?.({ label: "started at" })).toBe("started at 42");
  });

  it("keeps a module script's attributes", () => {
    const source = `<script type="module" async="">await   Promise.resolve( 1 );</script>`;
    expect(minifyInlineScript(source, scriptIn(source))).toMatch(
      /^<script type="module" async="">await Promise\.resolve\(1\);?<\/script>$/,
    );
  });

  it("leaves data and script files alone", () => {
    expect(isInlineCode(scriptIn(`<script type="application/ld+json">{"a": 1}</script>`))).toBe(
      false,
    );
    expect(isInlineCode(scriptIn(`<script src="/a.js"></script>`))).toBe(false);
    expect(isInlineCode(scriptIn(`<script>a()</script>`))).toBe(true);
  });

  it("stops the build on a script it cannot read", () => {
    const source = `<script>function (</script>`;
    expect(() => minifyInlineScript(source, scriptIn(source))).toThrow(/cannot be minified/);
  });
});
