// The build code reads HTML only with parse5, as a browser would, with scripting off so that
// `<noscript>` content is markup (its styles must be allowed by the policy too).
import { type DefaultTreeAdapterTypes, parse } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

function* walk(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* walk(child);
  if ("content" in node) yield* walk(node.content);
}

/** Every element of the page in document order, `<template>` contents included. */
export function elements(html: string): Element[] {
  return [...walk(parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: true }))];
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text of a `<script>` or `<style>`, as the browser hashes and runs it. */
export function textOf(element: Element): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

/** The page with elements replaced by `rewrite` (null keeps one); the rest stays byte for byte. */
export function rewriteElements(
  html: string,
  rewrite: (element: Element, source: string) => string | null,
): string {
  let kept = "";
  let from = 0;
  for (const element of elements(html)) {
    const location = element.sourceCodeLocation;
    // No location: an element the parser implied. Before `from`: inside one already rewritten.
    if (!location || location.startOffset < from) continue;
    const replacement = rewrite(element, html.slice(location.startOffset, location.endOffset));
    if (replacement === null) continue;
    kept += html.slice(from, location.startOffset) + replacement;
    from = location.endOffset;
  }
  return kept + html.slice(from);
}

/** A `<link rel="...">` of that one relation: "stylesheet", "modulepreload". */
export const isLink = (element: Element, rel: string) =>
  element.tagName === "link" && attribute(element, "rel") === rel;
