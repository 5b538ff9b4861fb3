import { createHash } from "node:crypto";
import type { InlineHashes } from "./hosting-rules.ts";
import { attribute, elements, textOf } from "./html.ts";

/** The CSP source for a piece of inline code: `sha256-<base64>` of its UTF-8 text. */
export function cspHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

// Script types the browser runs (and so checks against script-src); any other type, such as
// application/ld+json, is a data block that the policy does not govern.
const JAVASCRIPT_TYPES = new Set(
  `module importmap speculationrules application/ecmascript application/javascript
  application/x-ecmascript application/x-javascript text/ecmascript text/javascript
  text/javascript1.0 text/javascript1.1 text/javascript1.2 text/javascript1.3 text/javascript1.4
  text/javascript1.5 text/jscript text/livescript text/x-ecmascript text/x-javascript`
    .split(/\s+/)
    .concat(""),
);

export interface PageScan extends InlineHashes {
  /** Inline event handlers and javascript: URLs: no hash can allow them, so the build stops. */
  blocked: string[];
}

/** Finds every inline script, `<style>` and `style` attribute of a page (`<noscript>` included). */
export function scanPage(html: string): PageScan {
  const scan: PageScan = { scripts: [], styles: [], styleAttributes: [], blocked: [] };
  for (const element of elements(html)) {
    if (element.tagName === "script" && attribute(element, "src") === undefined) {
      const type = (attribute(element, "type") ?? "").trim().toLowerCase();
      if (JAVASCRIPT_TYPES.has(type)) scan.scripts.push(cspHash(textOf(element)));
    }
    if (element.tagName === "style") scan.styles.push(cspHash(textOf(element)));
    for (const { name, value } of element.attrs) {
      if (name === "style") scan.styleAttributes.push(cspHash(value));
      if (name.startsWith("on")) scan.blocked.push(`<${element.tagName} ${name}="...">`);
      if (
        ["href", "src", "action", "formaction"].includes(name) &&
        /^\s*javascript:/i.test(value)
      ) {
        scan.blocked.push(`<${element.tagName} ${name}="${value}">`);
      }
    }
  }
  return scan;
}

/** The hashes of all pages together, each once, in a stable order. */
export function mergeHashes(scans: InlineHashes[]): InlineHashes {
  const merged = (pick: (scan: InlineHashes) => string[]) =>
    [...new Set(scans.flatMap(pick))].sort();
  return {
    scripts: merged((scan) => scan.scripts),
    styles: merged((scan) => scan.styles),
    styleAttributes: merged((scan) => scan.styleAttributes),
  };
}
