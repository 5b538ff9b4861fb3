import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { ContentFileName } from "../app/content/schema.ts";
import { languages } from "../app/site-manifest.ts";
import { contentJsonSchemas } from "./config.ts";
import { canonicalYaml, inSchemaOrder } from "./yaml.ts";
import { contentRoot } from "../scripts/lib/content-loader.ts";

const schemas = contentJsonSchemas();
const files = languages.flatMap((language) =>
  readdirSync(join(contentRoot, language))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => `${language}/${name}`),
);

describe("content files are written as the content editor writes them", () => {
  it.each(files)("%s (npm run content:format rewrites it)", (file) => {
    const text = readFileSync(join(contentRoot, file), "utf8");
    const schema = schemas[file.replace(/^\w+\/|\.yaml$/g, "") as ContentFileName];
    expect(text).toBe(canonicalYaml(inSchemaOrder(parse(text), schema)));
  });

  it("orders keys as the editor's fields, drops trailing line breaks, quotes only when needed", () => {
    const schema = { type: "object", properties: { b: {}, a: {} } };
    expect(canonicalYaml(inSchemaOrder({ a: "x\n", b: "+60300000000", c: 1 }, schema))).toBe(
      "b: '+60300000000'\na: x\nc: 1\n",
    );
    expect(canonicalYaml(inSchemaOrder({ body: "one\n\ntwo\n" }, undefined))).toBe(
      "body: |-\n  one\n\n  two\n",
    );
  });
});
