import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
  languages,
  pagePaths,
} from "#app/site-manifest.ts";
import { createContentSchemas } from "#app/content/schema.ts";
import { ContentError } from "#app/content/content-errors.ts";
import {
  contentRoot,
  displayPath,
  fieldPath,
  isRecord,
  readYaml,
} from "#app/content/content-files.ts";

// Keeps the languages of the content in step (decision 107): each file has what the default
// language's has, entry for entry (keys, list lengths, ids, numbers, flags, link targets in its own
// language); only the words differ.

/** Keys a language has for itself: the translation's review marker and extra search words. */
const OWN_KEYS = new Set(["awaitingReview", "keywords"]);
/** Keys whose values are names the site uses in addresses and code, never translated. */
const IDENTITY_KEYS = new Set(["id", "slug"]);
/** Where a text points: a Markdown link target, a `{links.name}` token, or the text itself. */
const LINK_IN_TEXT = /\]\(([^)\s]+)\)|\{links\.\w+\}/g;
const LINK_VALUE = /^(\/|#|https?:|mailto:|tel:)\S*$/;

/** A site address without its language prefix, so both languages' links compare equal. */
function withoutPrefix(link: string, language: Language): string {
  const { prefix } = LANGUAGES[language];
  if (!prefix) return link;
  if (link === prefix) return "/";
  return link.startsWith(`${prefix}/`) ? link.slice(prefix.length) : link;
}

/** The links a text holds, in order. */
function linksIn(text: string): string[] {
  if (LINK_VALUE.test(text)) return [text];
  return [...text.matchAll(LINK_IN_TEXT)].map((match) => match[1] ?? match[0]);
}

const pages = new Set(pagePaths());

/** A link to one of the site's pages must stay in the language of the text it is in. */
function linkLanguageProblem(link: string, language: Language): string | null {
  const [path = ""] = link.split(/[?#]/);
  if (!path.startsWith("/")) return null;
  const page = withoutPrefix(path, language);
  if (!pages.has(page)) return null;
  const expected = `${LANGUAGES[language].prefix}${page}`;
  return path === expected ? null : `links to ${path}; in this language the page is ${expected}`;
}

function idsOf(items: unknown[]): string[] | null {
  const ids = items.map((item) => (isRecord(item) ? (item.id ?? item.slug) : undefined));
  return ids.every((id) => typeof id === "string") ? (ids as string[]) : null;
}

/** How a translation's YAML differs from its reference's in anything but words. */
export function parityProblems(
  reference: unknown,
  translation: unknown,
  language: Language,
  path = "",
): string[] {
  const where = path || "(whole file)";
  if (Array.isArray(reference)) {
    if (!Array.isArray(translation)) return [`${where}: must be a list, as in the reference`];
    const referenceIds = idsOf(reference);
    const translationIds = idsOf(translation);
    if (referenceIds && translationIds && referenceIds.join() !== translationIds.join()) {
      const missing = referenceIds.filter((id) => !translationIds.includes(id));
      const extra = translationIds.filter((id) => !referenceIds.includes(id));
      const parts = [
        missing.length > 0 && `lacks ${missing.join(", ")}`,
        extra.length > 0 && `has ${extra.join(", ")}, which the reference lacks`,
        missing.length + extra.length === 0 && "lists the same entries in another order",
      ].filter(Boolean);
      return [`${where}: ${parts.join("; ")}`];
    }
    if (reference.length !== translation.length) {
      return [`${where}: has ${translation.length} entries, the reference ${reference.length}`];
    }
    return reference.flatMap((item, index) =>
      parityProblems(item, translation[index], language, fieldPath(path, index)),
    );
  }
  if (isRecord(reference)) {
    if (!isRecord(translation)) return [`${where}: must be a group of fields, as in the reference`];
    const keys = (record: Record<string, unknown>) =>
      Object.keys(record).filter((key) => !OWN_KEYS.has(key));
    const missing = keys(reference).filter((key) => !(key in translation));
    const extra = keys(translation).filter((key) => !(key in reference));
    return [
      ...missing.map((key) => `${fieldPath(path, key)}: missing; the reference has it`),
      ...extra.map(
        (key) => `${fieldPath(path, key)}: not in the reference; remove it or add it there`,
      ),
      ...keys(reference)
        .filter((key) => key in translation)
        .flatMap((key) => {
          const problems = parityProblems(
            reference[key],
            translation[key],
            language,
            fieldPath(path, key),
          );
          const same = reference[key] === translation[key];
          return IDENTITY_KEYS.has(key) && !same && problems.length === 0
            ? [`${fieldPath(path, key)}: must stay "${String(reference[key])}" in every language`]
            : problems;
        }),
    ];
  }
  if (typeof reference === "string" && typeof translation === "string") {
    const translated = linksIn(translation);
    const problems = translated.flatMap((link) => {
      const problem = linkLanguageProblem(link, language);
      return problem ? [`${where}: ${problem}`] : [];
    });
    const expected = linksIn(reference).map((link) => withoutPrefix(link, DEFAULT_LANGUAGE));
    const found = translated.map((link) => withoutPrefix(link, language));
    if (expected.join(" ") !== found.join(" ")) {
      problems.push(
        `${where}: links to [${found.join(", ")}], the reference to [${expected.join(", ")}]`,
      );
    }
    return problems;
  }
  if (reference !== translation) {
    return [`${where}: must be ${JSON.stringify(reference)}, as in the reference`];
  }
  return [];
}

/** Checks every content file of every other language against the default language's. */
export function checkContentParity(root = contentRoot): void {
  const problems: string[] = [];
  for (const language of languages.filter((other) => other !== DEFAULT_LANGUAGE)) {
    for (const name of contentNames(root)) {
      const reference = join(root, DEFAULT_LANGUAGE, name);
      const translation = join(root, language, name);
      if (!existsSync(translation)) {
        problems.push(`${displayPath(translation)}: missing; ${displayPath(reference)} has it`);
        continue;
      }
      for (const problem of parityProblems(readYaml(reference), readYaml(translation), language)) {
        problems.push(`${displayPath(translation)}: ${problem}`);
      }
    }
  }
  if (problems.length > 0) {
    throw new ContentError(
      `The languages of the content differ in more than words:\n  ${problems.join("\n  ")}`,
    );
  }
}

/** The content files there are, by the schemas that validate them. */
function contentNames(root: string): string[] {
  return Object.keys(createContentSchemas(String))
    .map((name) => `${name}.yaml`)
    .filter((name) => existsSync(join(root, DEFAULT_LANGUAGE, name)));
}
