import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { parseDocument } from "yaml";
import { ContentError, contentErrorMessage, schemaError } from "./content-errors.ts";
import { createMarkdownRenderer } from "./markdown.ts";
import {
  type ContentFileName,
  type ContentOf,
  createContentSchemas,
  type IntakesContent,
  SHARED_CONTENT_SCHEMAS,
  type SharedContentFileName,
} from "./schema.ts";
import { fillIntakeTokens, intakeDescribedAt, intakeTokens } from "./intake-tokens.ts";
import { buildDate } from "./build-date.server.ts";
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from "#app/site-manifest.ts";

export interface SampleEntry {
  file: string;
  field: string;
  label: string;
}

/** This folder: the content files sit beside the code that reads them. */
export const contentRoot = import.meta.dirname;
const projectRoot = join(contentRoot, "../..");

/** A content file as messages name it: from the project's root, or in full outside it. */
export function displayPath(file: string): string {
  const path = relative(projectRoot, file);
  return path.startsWith("..") ? file : path;
}

export function readYaml(file: string): unknown {
  const document = parseDocument(readFileSync(file, "utf8"), { prettyErrors: true });
  if (document.errors.length > 0) {
    const messages = document.errors.map((error) => error.message).join("\n");
    throw new ContentError(`${displayPath(file)}: the file is not valid YAML\n${messages}`);
  }
  return document.toJS();
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The external links of a language's site.yaml (`links.<name>`), their intake tokens filled. */
function siteLinks(
  languageDir: string,
): { name: string; url: string; englishOnly: boolean; sample: boolean }[] {
  const siteFile = join(languageDir, "site.yaml");
  if (!existsSync(siteFile)) return [];
  const site = readYaml(siteFile);
  const links = isRecord(site)
    ? withIntakeFacts(site.links, siteFile, languageOfDir(languageDir))
    : undefined;
  if (!isRecord(links)) return [];
  return Object.entries(links).flatMap(([name, link]) =>
    isRecord(link) && typeof link.url === "string"
      ? [
          {
            name,
            url: link.url,
            englishOnly: link.englishOnly === true,
            sample: link.sample === true,
          },
        ]
      : [],
  );
}

/** `{links.<name>}` tokens for Markdown, from `links.<name>.url` in the language's site.yaml. */
export function linkTokensFor(languageDir: string): Record<string, string> {
  return Object.fromEntries(siteLinks(languageDir).map(({ name, url }) => [`links.${name}`, url]));
}

/** A file every language shares (`app/content/<name>.yaml`), validated against its schema. */
function loadSharedFile(file: string): unknown {
  const name = basename(file, ".yaml");
  if (!(name in SHARED_CONTENT_SCHEMAS)) {
    throw new ContentError(
      `${displayPath(file)}: no schema for a shared content file named "${name}" (known: ${Object.keys(SHARED_CONTENT_SCHEMAS).join(", ")})`,
    );
  }
  const data = readYaml(file);
  const result = SHARED_CONTENT_SCHEMAS[name as SharedContentFileName].safeParse(data);
  if (!result.success) throw schemaError(displayPath(file), result.error, data);
  return result.data;
}

/** The intakes and their dates (app/content/intakes.yaml). */
export function loadIntakes(): IntakesContent {
  return loadSharedFile(join(contentRoot, "intakes.yaml")) as IntakesContent;
}

/**
 * A language's file with its `{intake.*}` tokens filled in, in that language, for the intake the
 * site describes on the day it is built. A token that names no fact stops the build, naming the
 * file and the field.
 */
function withIntakeFacts(data: unknown, file: string, language: Language): unknown {
  const intake = intakeDescribedAt(loadIntakes(), buildDate());
  const { filled, unknown } = fillIntakeTokens(data, intakeTokens(intake, LANGUAGES[language].tag));
  if (unknown.length > 0) {
    throw new ContentError(contentErrorMessage(displayPath(file), unknown, data));
  }
  return filled;
}

function languageOfDir(languageDir: string): Language {
  const name = basename(languageDir);
  return name in LANGUAGES ? (name as Language) : DEFAULT_LANGUAGE;
}

/** Loads, validates and renders one content file into the object components receive. */
export function loadContentFile(file: string): unknown {
  if (dirname(file) === contentRoot) return loadSharedFile(file);
  const languageDir = dirname(file);
  const ui = readYaml(join(languageDir, "ui.yaml"));
  const uiWords = (key: string) => (isRecord(ui) && typeof ui[key] === "string" ? ui[key] : "");
  const newTabLabel = uiWords("newTab");
  const isSiteFile = basename(file) === "site.yaml";
  const linkTokens = isSiteFile ? {} : linkTokensFor(languageDir);
  // Links to pages in English only say so on the pages of every other language.
  const englishOnly =
    isSiteFile || basename(languageDir) === "en"
      ? undefined
      : {
          urls: siteLinks(languageDir)
            .filter((link) => link.englishOnly)
            .map((link) => link.url),
          note: uiWords("englishOnly"),
        };
  const sample = {
    urls: siteLinks(languageDir)
      .filter((link) => link.sample)
      .map((link) => link.url),
    note: uiWords("sample"),
  };
  const schemas = createContentSchemas(
    createMarkdownRenderer({ newTabLabel, linkTokens, englishOnly, sample }),
  );
  const name = basename(file, ".yaml");
  if (!(name in schemas)) {
    throw new ContentError(
      `${displayPath(file)}: no schema for a content file named "${name}" (known: ${Object.keys(schemas).join(", ")})`,
    );
  }
  const data = withIntakeFacts(readYaml(file), file, languageOfDir(languageDir));
  const result = schemas[name as ContentFileName].safeParse(data);
  if (!result.success) throw schemaError(displayPath(file), result.error, data);
  return result.data;
}

/** One language's content file as the site receives it. */
export function loadContent<Name extends ContentFileName>(language: string, name: Name) {
  return loadContentFile(join(contentRoot, language, `${name}.yaml`)) as ContentOf[Name];
}

/** The dotted path of a key or list entry below `path`: `tabs[0].items`. */
export function fieldPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** Every entry marked `sample: true` in a content value, each before those inside it. */
export function sampleEntriesIn(
  value: unknown,
  path = "",
): { field: string; entry: Record<string, unknown> }[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => sampleEntriesIn(item, fieldPath(path, index)));
  }
  if (!isRecord(value)) return [];
  const children = Object.entries(value).flatMap(([key, child]) =>
    sampleEntriesIn(child, fieldPath(path, key)),
  );
  return value.sample === true ? [{ field: path, entry: value }, ...children] : children;
}

/** The entry's first field that names it, for the report. */
function sampleLabel(entry: Record<string, unknown>): string {
  const label = "name label title heading quote url address display lines date"
    .split(" ")
    .map((key) => (Array.isArray(entry[key]) ? entry[key][0] : entry[key]))
    .find((candidate) => typeof candidate === "string");
  return typeof label === "string" ? label : "";
}

/**
 * `app/content/<language>/<name>.yaml` and the shared `app/content/<name>.yaml`, every one (or
 * those of a copy of that folder).
 */
export function contentFiles(root = contentRoot): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((name) => join(root, name))
    .filter(
      (file) =>
        file.endsWith(".yaml") && (dirname(file) === root || dirname(dirname(file)) === root),
    )
    .sort();
}

/** Each translated file's sections not yet checked by a native speaker (`awaitingReview`). */
export function findAwaitingReview(root = contentRoot) {
  return contentFiles(root).flatMap((file) => {
    const data = readYaml(file);
    const sections =
      isRecord(data) && Array.isArray(data.awaitingReview) ? data.awaitingReview : [];
    return sections.length > 0 ? [{ file: displayPath(file), sections: sections.map(String) }] : [];
  });
}

/** The build's one-line content report. */
export function contentSummary(samples: number, awaitingReview: number): string {
  if (samples === 0 && awaitingReview === 0) {
    return "Content report: no sample entries left, every translation reviewed.";
  }
  return `Content report: ${samples} sample entries left, ${awaitingReview} translated sections awaiting review; \`npm run content:report\` lists them.`;
}

/** Every entry marked `sample: true` across the content, for the content report. */
export function findSampleEntries(root = contentRoot): SampleEntry[] {
  return contentFiles(root).flatMap((file) =>
    sampleEntriesIn(readYaml(file)).map(({ field, entry }) => ({
      file: displayPath(file),
      field,
      label: sampleLabel(entry),
    })),
  );
}
