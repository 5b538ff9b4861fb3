import { createHash } from "node:crypto";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import type { InlineHashes } from "./hosting-rules.ts";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** The CSP source for a piece of inline code: `sha256-<base64>` of its UTF-8 text. */
export function cspHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

// Script types the browser runs (and so checks against script-src); any other type, such as
// application/ld+json, is a data block that the policy does not govern.
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
  if ("content" in node) yield* elements(node.content);
}

export interface PageScan extends InlineHashes {
  /** Inline event handlers and javascript: URLs: no hash can allow them, so the build stops. */
  blocked: string[];
}

/**
 * Finds every inline script, `<style>` and `style` attribute of a page, parsed the way a browser
 * parses it. Parsed with scripting off, so `<noscript>` content is markup: its styles apply to
 * visitors without JavaScript, and the policy must allow them too.
 */
export function scanPage(html: string): PageScan {
  const scan: PageScan = { scripts: [], styles: [], styleAttributes: [], blocked: [] };
  for (const element of elements(parse(html, { scriptingEnabled: false }))) {
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
