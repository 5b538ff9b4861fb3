import { minifySync } from "rolldown/utils";
import { attribute, type Element, textOf } from "#deploy/lib/html.ts";

/**
 * A script whose code is written into the page (not a file, not JSON data): the early tap script,
 * the state-of-applications mark, React Router's context and bootstrap. They arrive before the
 * first paint, and every byte of the programme page counts towards the second round trip on a
 * slow connection, the one its first paint fits in (docs/benchmarks.md).
 */
export function isInlineCode(element: Element): boolean {
  if (element.tagName !== "script" || attribute(element, "src") !== undefined) return false;
  const type = attribute(element, "type");
  return type === undefined || type === "module";
}

/**
 * The script element `source` with its code minified: what it does is unchanged, its top-level
 * names are kept (another script may read them), and a script the minifier cannot read stops the
 * build rather than reaching a visitor broken.
 */
export function minifyInlineScript(source: string, element: Element): string {
  const code = textOf(element);
  const module = attribute(element, "type") === "module";
  const { code: minified, errors } = minifySync(module ? "inline.mjs" : "inline.js", code);
  if (errors.length > 0) {
    throw new Error(`An inline script cannot be minified: ${errors[0]?.message}\n${code}`);
  }
  const openingTag = source.slice(0, source.indexOf(">") + 1);
  return `${openingTag}${minified.trim()}</script>`;
}
