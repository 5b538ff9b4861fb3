import { readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contentJsonSchemas, type EditedFileName } from "./config.ts";
import { canonicalYaml, inSchemaOrder } from "./yaml.ts";
import { contentFiles, contentRoot } from "#app/content/content-files.ts";

const schemas = contentJsonSchemas();
const files = contentFiles().map((file) => relative(contentRoot, file));

describe("content files are written as the content editor writes them", () => {
  it.each(files)("%s (npm run content:format rewrites it)", (file) => {
    const text = readFileSync(join(contentRoot, file), "utf8");
    const schema = schemas[basename(file, ".yaml") as EditedFileName];
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
