import indexModules from "virtual:search-index";
import { retryableImport } from "#app/lib/chunk-load-recovery.ts";
import type { Language } from "#app/site-manifest.ts";
import { loadSearchEngine, type SearchEngine } from "./run-search.ts";

/** Each language's index is its own chunk (built from its content), fetched on first search. */
const importIndex = Object.fromEntries(
  Object.entries(indexModules).map(([language, load]) => [language, retryableImport(load)]),
) as Record<Language, (typeof indexModules)[Language]>;

const engines = new Map<Language, Promise<SearchEngine>>();

/** The search engine over one language's index; shared by every open, retried after a failure. */
export function loadSiteSearch(language: Language): Promise<SearchEngine> {
  let engine = engines.get(language);
  if (!engine) {
    engine = importIndex[language]().then(
      (module) => loadSearchEngine(module.default),
      (error: unknown) => {
        engines.delete(language);
        throw error;
      },
    );
    engines.set(language, engine);
  }
  return engine;
}
