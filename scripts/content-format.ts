/**
 * Rewrites every content file (app/content/<language>/*.yaml) the way the content editor at
 * /admin/ writes it (content-editor/yaml.ts), so a save from the editor shows only its own
 * changes in git. The data stays the same; only the layout changes.
 *
 *   npm run content:format
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { ContentFileName } from "../app/content/schema.ts";
import { languages } from "../app/site-manifest.ts";
import { contentJsonSchemas } from "../content-editor/config.ts";
import { canonicalYaml, inSchemaOrder } from "../content-editor/yaml.ts";
import { contentRoot } from "./lib/content-loader.ts";

const schemas = contentJsonSchemas();
let changed = 0;
for (const language of languages) {
  for (const name of readdirSync(join(contentRoot, language)).filter((file) =>
    file.endsWith(".yaml"),
  )) {
    const path = join(contentRoot, language, name);
    const before = readFileSync(path, "utf8");
    const schema = schemas[name.replace(/\.yaml$/, "") as ContentFileName];
    const after = canonicalYaml(inSchemaOrder(parse(before), schema));
    if (after !== before) {
      writeFileSync(path, after);
      changed += 1;
      console.log(`rewrote app/content/${language}/${name}`);
    }
  }
}
console.log(`${changed} content file${changed === 1 ? "" : "s"} rewritten.`);
