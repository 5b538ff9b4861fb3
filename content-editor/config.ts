/**
 * The configuration of the content editor at /admin/ (Sveltia CMS), made from the content schemas
 * (app/content/schema.ts) and the labels and hints in labels.ts: every field a schema has is
 * a field of the editor, with the schema's shape (object, list, value), whether it is required, and
 * its limits (lengths, patterns, numbers, choices). A new field in a schema appears in the editor
 * with a label made from its name until labels.ts gives it a better one; config.test.ts
 * keeps the two in step and checks the result against the editor's own JSON Schema.
 *
 * The English and Malay files of each kind are one entry with both languages side by side
 * (`app/content/{{locale}}/<file>.yaml`), and saving writes YAML the way the files are written
 * (CONTENT_YAML_OPTIONS; yaml.test.ts checks every content file is already in that form).
 */
import type {
  CmsConfig,
  Collection,
  CollectionFile,
  Field,
  GitHubBackend,
  YamlFormatOptions,
} from "@sveltia/cms";
import { z } from "zod";
import { MALAYSIA_TIME_ZONE } from "#app/config/malaysia-time.ts";
import {
  type ContentFileName,
  createContentSchemas,
  SHARED_CONTENT_SCHEMAS,
  type SharedContentFileName,
} from "#app/content/schema.ts";
import { isMarkdown } from "#app/content/schemas/primitives.ts";
import { DEFAULT_LANGUAGE, languages } from "#app/site-manifest.ts";
import { COLLECTIONS, FIELD_TEXT, FILE_TEXT, LONG_TEXT_FIELDS } from "./labels.ts";

/** A JSON Schema node as `z.toJSONSchema` writes it (the parts the editor uses). */
export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: (string | number | boolean)[];
  anyOf?: SchemaNode[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  /** A deadline picked to the minute: it keeps the minute's last second. */
  lastSecondOfMinute?: boolean;
}

/** A content file of each language, or one every language shares (app/content/<name>.yaml). */
export type EditedFileName = ContentFileName | SharedContentFileName;

function isShared(file: EditedFileName): file is SharedContentFileName {
  return file in SHARED_CONTENT_SCHEMAS;
}

/** The content files, their schemas as JSON Schema (the input side: what a file holds). */
export function contentJsonSchemas(): Record<EditedFileName, SchemaNode> {
  const schemas = { ...createContentSchemas((source) => source), ...SHARED_CONTENT_SCHEMAS };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, {
        io: "input",
        unrepresentable: "any",
        // Markdown fields say so; rich texts, also built from their words, are plain text boxes.
        override: ({ zodSchema, jsonSchema }) => {
          if (isMarkdown(zodSchema)) jsonSchema.contentMediaType = "text/markdown";
        },
      }) as SchemaNode,
    ]),
  ) as Record<EditedFileName, SchemaNode>;
}

/** How saved YAML looks: the content files are written this way (yaml.test.ts). */
export const CONTENT_YAML_OPTIONS = {
  indent_size: 2,
  indent_sequences: true,
  quote: "none",
} as const satisfies YamlFormatOptions;

/** Settings of the deployment, read when the site builds (docs/editing.md). */
export interface AdminSettings {
  /** The GitHub repository the editor commits to: `owner/name`. */
  repo: string;
  branch: string;
  /** The OAuth client's address (Sveltia CMS Authenticator), when the team signs in with one. */
  authBaseUrl?: string;
}

const ADMIN_ENV_NAMES = {
  repo: "CMS_GITHUB_REPO",
  branch: "CMS_GITHUB_BRANCH",
  authBaseUrl: "CMS_AUTH_BASE_URL",
} as const;

export function adminSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AdminSettings {
  const authBaseUrl = env[ADMIN_ENV_NAMES.authBaseUrl]?.trim().replace(/\/+$/, "");
  if (authBaseUrl && !/^https:\/\/[^/\s]+$/.test(authBaseUrl)) {
    throw new Error(`${ADMIN_ENV_NAMES.authBaseUrl} must be an https origin, got ${authBaseUrl}`);
  }
  return {
    repo: env[ADMIN_ENV_NAMES.repo]?.trim() || "k-youth/k-youth-website",
    branch: env[ADMIN_ENV_NAMES.branch]?.trim() || "main",
    ...(authBaseUrl ? { authBaseUrl } : {}),
  };
}

/** "copyLinkLabel" -> "Copy link label": the label of a field labels.ts does not name. */
function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const URL_PATTERN = "^https?://\\S+$";
/** ISO 8601 in Day.js tokens with the seconds fixed at 59: 2025-05-15T23:59:59+08:00. */
const DEADLINE_FORMAT = "YYYY-MM-DDTHH:mm:[59]Z";
const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";
const SITE_PATH_PATTERN = "^/\\S*$";

/** A string's pattern and its message for the editor, from the schema's format or pattern. */
function stringPattern(node: SchemaNode): [string, string] | undefined {
  if (node.anyOf) {
    return [
      `(${URL_PATTERN})|(${SITE_PATH_PATTERN})`,
      "Must be a full web address (https://...) or a page of this site starting with /",
    ];
  }
  if (node.format === "uri" && node.pattern) {
    return [node.pattern, "Must be a full web address starting with https://"];
  }
  if (node.format === "uri") return [URL_PATTERN, "Must be a full web address: https://..."];
  if (node.format === "email") return [EMAIL_PATTERN, "Must be an email address"];
  if (node.pattern) return [node.pattern, "Not in the expected form: see the hint"];
  return undefined;
}

/** The value type of a node: a plain string for unions of strings (links). */
function valueNode(node: SchemaNode): SchemaNode {
  return node.anyOf?.every((option) => option.type === "string")
    ? { ...node, type: "string" }
    : node;
}

/**
 * One editor field for one schema property. `path` is the property's place in its file with list
 * items left out (`tabs.items.body`), as labels.ts names it.
 */
function fieldFor(
  file: EditedFileName,
  path: string,
  name: string,
  raw: SchemaNode,
  required: boolean,
): Field {
  const node = valueNode(raw);
  const text = FIELD_TEXT[file]?.[path] ?? FIELD_TEXT["*"]?.[name];
  const common = {
    name,
    label: text?.label ?? humanize(name),
    ...(text?.hint ? { hint: text.hint } : {}),
    required,
    // Both languages are edited side by side; each file keeps its own words. A shared file is
    // one file for both.
    i18n: !isShared(file),
  };

  if (node.type === "object" && node.properties) {
    return {
      ...common,
      widget: "object",
      collapsed: path.includes(".") ? "auto" : false,
      fields: fieldsFor(file, path, node),
    };
  }
  if (node.type === "array" && node.items) {
    const limits = {
      ...(node.minItems !== undefined ? { min: node.minItems } : {}),
      ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    };
    const item = valueNode(node.items);
    if (item.type === "string" && item.enum) {
      // A list of choices, such as the sections still awaiting review.
      return {
        ...common,
        widget: "select",
        multiple: true,
        options: item.enum.map(String),
        ...limits,
      };
    }
    if (item.type === "object" && item.properties) {
      const summaryKey = ["title", "question", "name", "label", "heading", "id", "slug"].find(
        (key) => key in (item.properties ?? {}),
      );
      return {
        ...common,
        widget: "list",
        collapsed: true,
        ...(summaryKey ? { summary: `{{fields.${summaryKey}}}` } : {}),
        ...(text?.singular ? { label_singular: text.singular } : {}),
        fields: fieldsFor(file, path, item),
        ...limits,
      };
    }
    return {
      ...common,
      widget: "list",
      ...(text?.singular ? { label_singular: text.singular } : {}),
      field: valueField(file, path, name, item, true),
      ...limits,
    };
  }
  return valueField(file, path, name, node, required, common);
}

function valueField(
  file: EditedFileName,
  path: string,
  name: string,
  node: SchemaNode,
  required: boolean,
  common: Record<string, unknown> = {
    name,
    label: humanize(name),
    required,
    i18n: !isShared(file),
  },
): Field {
  const base = { ...common, name, required } as { name: string; required: boolean };
  // Every form the programme has linked so far is in English only: a new one starts ticked.
  if (node.type === "boolean" && name === "englishOnly") {
    return { ...base, widget: "boolean", default: true };
  }
  if (node.type === "boolean") return { ...base, widget: "boolean" };
  // A calendar to pick from; times are picked and saved in Malaysia time (2025-04-01T09:00:00+08:00),
  // whatever the editor's computer says, and days as 2025-06-04.
  if (node.format === "date-time") {
    const lastSecond = node.lastSecondOfMinute ? { format: DEADLINE_FORMAT } : {};
    return { ...base, widget: "datetime", input_timezone: MALAYSIA_TIME_ZONE, ...lastSecond };
  }
  if (node.format === "date") return { ...base, widget: "datetime", type: "date" };
  if (node.type === "number" || node.type === "integer") {
    const safe = (value: number | undefined) =>
      value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
    const min = safe(node.minimum);
    const max = safe(node.maximum);
    return {
      ...base,
      widget: "number",
      value_type: node.type === "integer" ? "int" : "float",
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  }
  const fixed = isFixedId(file, path) ? { readonly: true } : {};
  if (node.enum) return { ...base, widget: "select", options: node.enum.map(String), ...fixed };
  if (node.contentMediaType === "text/markdown") {
    // Raw Markdown, as the files hold it: tokens such as {links.hostCompanyForm} and the
    // line breaks stay exactly as written.
    return { ...base, widget: "markdown", modes: ["raw"] };
  }
  const pattern = stringPattern(node);
  const lengths = {
    ...(node.minLength !== undefined && node.minLength > 1 ? { minlength: node.minLength } : {}),
    ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
  };
  const long = LONG_TEXT_FIELDS.includes(name) || (node.maxLength ?? 0) > 200;
  return {
    ...base,
    widget: long ? "text" : "string",
    ...lengths,
    ...(pattern ? { pattern } : {}),
    // An id is an address people have shared (/k-youth#faq-<id>): never edited here.
    ...fixed,
  } as Field;
}

/** Ids and slugs that are addresses (#faq-<id>, the tab slugs) or that code relies on. */
function isFixedId(file: EditedFileName, path: string): boolean {
  const name = path.split(".").at(-1) ?? "";
  return name === "id" || name === "slug" || (file === "programme" && name === "icon");
}

function fieldsFor(file: EditedFileName, parent: string, node: SchemaNode): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldFor(file, parent ? `${parent}.${name}` : name, name, child, required.has(name)),
  );
}

/** The editor's entry for one content file: both languages, or the one file they share. */
function collectionFile(file: EditedFileName, schema: SchemaNode): CollectionFile {
  const text = FILE_TEXT[file];
  return {
    name: file,
    label: text.label,
    ...(text.icon ? { icon: text.icon } : {}),
    file: isShared(file) ? `app/content/${file}.yaml` : `app/content/{{locale}}/${file}.yaml`,
    format: "yaml",
    i18n: !isShared(file),
    ...(text.previewPath ? { preview_path: text.previewPath } : {}),
    fields: fieldsFor(file, "", schema),
  };
}

export function adminConfig(settings: AdminSettings = adminSettingsFromEnv()) {
  const schemas = contentJsonSchemas();
  const backend: GitHubBackend = {
    name: "github",
    repo: settings.repo,
    branch: settings.branch,
    // "Sign In with GitHub" needs an OAuth client (docs/editing.md); without one, the team signs in
    // with a personal access token.
    ...(settings.authBaseUrl
      ? { base_url: settings.authBaseUrl, auth_methods: ["oauth", "token"] }
      : { auth_methods: ["token"] }),
    commit_messages: {
      update: "Content: {{collection}} {{slug}} updated in the editor by {{author-name}}",
    },
  };
  const collections: Collection[] = COLLECTIONS.map(
    ({ name, label, description, icon, files }) => ({
      name,
      label,
      description,
      icon,
      i18n: true,
      files: files.map((file) => collectionFile(file, schemas[file])),
    }),
  );
  return {
    load_config_file: false,
    backend,
    app_title: "K-Youth content editor",
    media_folder: "app/assets/testimonials",
    i18n: {
      structure: "multiple_files",
      locales: [...languages],
      default_locale: DEFAULT_LANGUAGE,
    },
    output: { omit_empty_optional_fields: true, yaml: CONTENT_YAML_OPTIONS },
    collections,
  } satisfies CmsConfig;
}
