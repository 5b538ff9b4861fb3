/**
 * Rewrites every content file (app/content/<language>/*.yaml and the shared app/content/*.yaml)
 * the way the content editor at
 * /admin/ writes it (content-editor/yaml.ts), so a save from the editor shows only its own
 * changes in git. The data stays the same; only the layout changes.
 *
 *   npm run content:format
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { parse } from "yaml";
import { contentJsonSchemas, type EditedFileName } from "#content-editor/config.ts";
import { canonicalYaml, inSchemaOrder } from "#content-editor/yaml.ts";
import { contentFiles, displayPath } from "#app/content/content-files.ts";

const schemas = contentJsonSchemas();
let changed = 0;
for (const path of contentFiles()) {
  const before = readFileSync(path, "utf8");
  const schema = schemas[basename(path, ".yaml") as EditedFileName];
  const after = canonicalYaml(inSchemaOrder(parse(before), schema));
  if (after !== before) {
    writeFileSync(path, after);
    changed += 1;
    console.log(`rewrote ${displayPath(path)}`);
  }
}
console.log(`${changed} content file${changed === 1 ? "" : "s"} rewritten.`);
