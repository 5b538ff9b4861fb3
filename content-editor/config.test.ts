import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Field } from "@sveltia/cms";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { SHARED_CONTENT_SCHEMAS } from "#app/content/schema.ts";
import { TITLE_MAX } from "#app/config/seo.ts";
import { languages } from "#app/site-manifest.ts";
import {
  adminConfig,
  adminSettingsFromEnv,
  contentJsonSchemas,
  type EditedFileName,
  type SchemaNode,
} from "./config.ts";
import { contentRoot } from "#app/content/content-files.ts";

const config = adminConfig({ repo: "k-youth/k-youth-website", branch: "main" });
const schemas = contentJsonSchemas();
const files = config.collections.flatMap((collection) =>
  "files" in collection ? (collection.files ?? []) : [],
);

type AnyField = Field & {
  widget?: string;
  fields?: AnyField[];
  field?: AnyField;
  required?: boolean;
  multiple?: boolean;
  readonly?: boolean;
  maxlength?: number;
  pattern?: [string, string];
  label?: string;
  type?: string;
  input_timezone?: string;
  format?: string;
  default?: unknown;
  hint?: string;
  i18n?: boolean;
};

/**
 * Every difference in shape between a schema node and an editor field: a property with no field,
 * a field with no property, required where the schema has it optional (or the reverse), an object
 * edited as a value, a list edited as one value.
 */
function shapeProblems(
  path: string,
  node: SchemaNode,
  field: AnyField,
  required: boolean,
): string[] {
  const problems: string[] = [];
  if ((field.required ?? true) !== required) {
    problems.push(
      `${path}: required ${String(field.required)} in the editor, ${String(required)} in the schema`,
    );
  }
  const value = node.anyOf ? { type: "string" } : node;
  if (value.type === "object") {
    if (field.widget !== "object")
      return [...problems, `${path}: an object, edited as ${field.widget}`];
    return [...problems, ...objectProblems(path, node, field.fields ?? [])];
  }
  if (value.type === "array") {
    const item = node.items ?? {};
    if (field.widget === "select" && field.multiple && item.enum) return problems;
    if (field.widget !== "list") return [...problems, `${path}: a list, edited as ${field.widget}`];
    if (item.type === "object") {
      return [...problems, ...objectProblems(`${path}[]`, item, field.fields ?? [])];
    }
    if (!field.field) return [...problems, `${path}: a list of values without an item field`];
    return [...problems, ...shapeProblems(`${path}[]`, item, field.field, true)];
  }
  if (["object", "list"].includes(field.widget ?? "")) {
    problems.push(`${path}: a ${String(value.type)} value, edited as ${field.widget}`);
  }
  return problems;
}

function objectProblems(path: string, node: SchemaNode, fields: AnyField[]): string[] {
  const properties = Object.keys(node.properties ?? {});
  const names = fields.map((field) => field.name);
  const required = new Set(node.required ?? []);
  return [
    ...properties
      .filter((name) => !names.includes(name))
      .map((name) => `${path}.${name}: in the schema, not in the editor`),
    ...names
      .filter((name) => !properties.includes(name))
      .map((name) => `${path}.${name}: in the editor, not in the schema`),
    ...fields
      .filter((field) => properties.includes(field.name))
      .flatMap((field) =>
        shapeProblems(
          `${path}.${field.name}`,
          node.properties?.[field.name] ?? {},
          field,
          required.has(field.name),
        ),
      ),
  ];
}

function findField(fields: AnyField[], path: string): AnyField | undefined {
  const [name, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || rest.length === 0) return field;
  return findField(field.fields ?? (field.field ? [field.field] : []), rest.join("."));
}

function fileFields(name: EditedFileName): AnyField[] {
  return (files.find((file) => file.name === name)?.fields ?? []) as AnyField[];
}

describe("content editor configuration", () => {
  it("edits every content file, in every language", () => {
    const names = Object.keys(schemas).sort();
    expect(files.map((file) => file.name).sort()).toEqual(names);
    expect(config.i18n.locales).toEqual(languages);
    for (const file of files) {
      if (file.name in SHARED_CONTENT_SCHEMAS) {
        // One file for both languages.
        expect(file.file).toBe(`app/content/${file.name}.yaml`);
        expect(file.i18n).toBe(false);
        expect(existsSync(join(contentRoot, `${file.name}.yaml`))).toBe(true);
        continue;
      }
      expect(file.file).toBe(`app/content/{{locale}}/${file.name}.yaml`);
      for (const language of languages) {
        expect(existsSync(join(contentRoot, language, `${file.name}.yaml`))).toBe(true);
      }
    }
  });

  it.each(Object.keys(schemas) as EditedFileName[])(
    "%s: every field of the schema, with its shape and whether it is required",
    (name) => {
      expect(objectProblems(name, schemas[name], fileFields(name))).toEqual([]);
    },
  );

  it("keeps FAQ ids and tab slugs fixed, and the sample and review markers editable", () => {
    const faq = fileFields("faq");
    expect(findField(faq, "tabs.items.id")?.readonly).toBe(true);
    expect(findField(faq, "tabs.slug")?.readonly).toBe(true);
    expect(findField(faq, "tabs.items.body")?.widget).toBe("markdown");
    // Rich text is built from its words like Markdown, but edited as plain text.
    expect(findField(fileFields("programme"), "framework.phases.title")?.widget).toBe("string");
    const review = findField(faq, "awaitingReview");
    expect(review).toMatchObject({ widget: "select", multiple: true, required: false });
    const sample = findField(fileFields("programme"), "testimonials.items.sample");
    expect(sample).toMatchObject({ widget: "boolean", required: false });
    expect(sample?.readonly).toBeUndefined();
  });

  it("edits the intakes' dates with date pickers, times in Malaysia time, in one file", () => {
    const intakes = fileFields("intakes");
    expect(findField(intakes, "intakes.applicationsOpen.date")).toMatchObject({
      widget: "datetime",
      input_timezone: "Asia/Kuala_Lumpur",
      required: true,
      i18n: false,
    });
    expect(findField(intakes, "intakes.applicationsClose.date")?.widget).toBe("datetime");
    expect(findField(intakes, "intakes.trainingStart.date")).toMatchObject({
      widget: "datetime",
      type: "date",
    });
    expect(findField(intakes, "intakes.applicationsClose.sample")?.widget).toBe("boolean");
    expect(findField(fileFields("accessibility"), "lastReviewed")?.type).toBe("date");
  });

  it("carries the schema's limits: lengths, web addresses, patterns", () => {
    expect(findField(fileFields("programme"), "meta.title")?.maxlength).toBe(TITLE_MAX);
    const url = findField(fileFields("site"), "organisations.url")?.pattern;
    expect(url && new RegExp(url[0]).test("https://k-youth.example")).toBe(true);
    expect(url && new RegExp(url[0]).test("k-youth.example")).toBe(false);
    const tel = findField(fileFields("site"), "contact.phone.tel")?.pattern;
    expect(tel && new RegExp(tel[0]).test("+60312345678")).toBe(true);
    const href = findField(fileFields("site"), "navigation.href")?.pattern;
    expect(
      href &&
        ["/contact-us", "https://x.example"].every((value) => new RegExp(href[0]).test(value)),
    ).toBe(true);
  });

  it("refuses forms that are not on https, keeps the deadline's last second, and starts English only ticked", () => {
    const intakes = fileFields("intakes");
    for (const path of ["intakes.applicationForm.url", "interestForm.url"]) {
      const [pattern] = findField(intakes, path)?.pattern ?? [""];
      expect(new RegExp(pattern).test("https://forms.example/apply"), path).toBe(true);
      expect(new RegExp(pattern).test("http://forms.example/apply"), path).toBe(false);
    }
    // Picked to the minute, saved with the minute's last second; the opening keeps its :00.
    expect(findField(intakes, "intakes.applicationsClose.date")?.format).toBe(
      "YYYY-MM-DDTHH:mm:[59]Z",
    );
    expect(findField(intakes, "intakes.applicationsOpen.date")?.format).toBeUndefined();
    // Every form the programme has linked so far is in English only: a new one starts so.
    for (const path of ["intakes.applicationForm.englishOnly", "interestForm.englishOnly"]) {
      expect(findField(intakes, path)).toMatchObject({ widget: "boolean", default: true });
      expect(findField(intakes, path)?.hint, path).toMatch(/dalam bahasa Inggeris/);
    }
  });

  it("labels fields for the programme team", () => {
    expect(findField(fileFields("faq"), "tabs.items.body")?.label).toBe("Answer");
    expect(findField(fileFields("faq"), "tabs.items.title")?.label).toBe("Question");
    expect(findField(fileFields("contact"), "privacy")?.label).toMatch(/Privacy notice/);
  });

  it("is valid against the editor's own JSON Schema", () => {
    const require = createRequire(import.meta.url);
    const folder = join(dirname(require.resolve("@sveltia/cms")), "..");
    const schema = JSON.parse(readFileSync(join(folder, "schema/sveltia-cms.json"), "utf8"));
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const valid = validate(JSON.parse(JSON.stringify(config)));
    expect(validate.errors ?? [], "Sveltia CMS's schema errors").toEqual([]);
    expect(valid).toBe(true);
    expect(validate({ backend: { name: "github" }, collections: "none" }), "it does check").toBe(
      false,
    );
  });

  it("takes the repository and the sign-in service from the environment", () => {
    expect(adminSettingsFromEnv({})).toEqual({ repo: "k-youth/k-youth-website", branch: "main" });
    const settings = adminSettingsFromEnv({
      CMS_GITHUB_REPO: "team/site",
      CMS_GITHUB_BRANCH: "live",
      CMS_AUTH_BASE_URL: "https://sveltia-cms-auth.team.workers.dev/",
    });
    expect(adminConfig(settings).backend).toMatchObject({
      repo: "team/site",
      branch: "live",
      base_url: "https://sveltia-cms-auth.team.workers.dev",
    });
    expect(() => adminSettingsFromEnv({ CMS_AUTH_BASE_URL: "http://auth.example" })).toThrow(
      /https/,
    );
  });
});
