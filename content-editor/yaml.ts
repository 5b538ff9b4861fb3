/**
 * The one way content files are written: exactly as the content editor (Sveltia CMS) writes them
 * with our `output.yaml` settings (CONTENT_YAML_OPTIONS in config.ts), so that a save from the
 * editor changes only what the editor changed. Seen in the editor's saves (tests/e2e/admin.spec.ts):
 *
 * - keys in the order of the editor's fields, which is the order of the schema's properties (so
 *   `awaitingReview` comes last);
 * - no trailing line break at the end of a text (a Markdown block is written `|-`);
 * - the `yaml` package's output: two-space indents, indented lists, plain scalars where YAML allows
 *   them and single quotes otherwise, no line folding, no comments (the guidance that was in
 *   comments is in the editor's hints and docs/content.md).
 *
 * `npm run content:format` rewrites every content file this way; yaml.test.ts checks them.
 */
import { stringify } from "yaml";
import { CONTENT_YAML_OPTIONS, type SchemaNode } from "./config.ts";

/** The data as the editor holds it: keys in the schema's order, texts without trailing space. */
export function inSchemaOrder(data: unknown, schema: SchemaNode | undefined): unknown {
  if (typeof data === "string") return data.trimEnd();
  if (Array.isArray(data)) return data.map((item) => inSchemaOrder(item, schema?.items));
  if (data === null || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  const known = Object.keys(schema?.properties ?? {}).filter((key) => key in record);
  const rest = Object.keys(record).filter((key) => !known.includes(key));
  return Object.fromEntries(
    [...known, ...rest].map((key) => [key, inSchemaOrder(record[key], schema?.properties?.[key])]),
  );
}

export function canonicalYaml(data: unknown): string {
  const { indent_size: indent, indent_sequences: indentSeq, quote } = CONTENT_YAML_OPTIONS;
  return `${stringify(data, null, {
    indent,
    indentSeq,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: quote === "none" ? "PLAIN" : "QUOTE_DOUBLE",
    singleQuote: true,
  }).trim()}\n`;
}
