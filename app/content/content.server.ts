import type { Language } from "#app/site-manifest.ts";
import type { ContentFileName, ContentOf, IntakesContent } from "./schema.ts";

/**
 * The content of one language, for route loaders. Loaders run only when the site is built, so
 * a page's words reach the browser once, in the page's own data, and only in its own language.
 */
const contentFiles = import.meta.glob<unknown>("./*/*.yaml", { import: "default" });

export async function loadContent<Name extends ContentFileName>(
  language: Language,
  name: Name,
): Promise<ContentOf[Name]> {
  const load = contentFiles[`./${language}/${name}.yaml`];
  if (!load) throw new Error(`There is no content file app/content/${language}/${name}.yaml`);
  return withoutEditorFields(await load()) as ContentOf[Name];
}

/**
 * Fields no page shows, which would only weigh on its HTML: `keywords`, which the search index
 * reads when the site is built, and `awaitingReview`, which is for the content report (both
 * optional in the schemas).
 */
const EDITOR_FIELDS = new Set(["keywords", "awaitingReview"]);

function withoutEditorFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditorFields);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !EDITOR_FIELDS.has(key))
      .map(([key, child]) => [key, withoutEditorFields(child)]),
  );
}

const sharedFiles = import.meta.glob<unknown>("./*.yaml", { import: "default" });

/** The intakes and their dates, which every language shares (app/content/intakes.yaml). */
export async function loadIntakes(): Promise<IntakesContent> {
  const load = sharedFiles["./intakes.yaml"];
  if (!load) throw new Error("There is no content file app/content/intakes.yaml");
  return (await load()) as IntakesContent;
}
