import { retryableImport } from "#app/lib/chunk-load-recovery.ts";
import { loadSearchEngine, type SearchEngine } from "./run-search.ts";

/** The index is its own chunk (built from the content), fetched when the dialog first opens. */
const importIndex = retryableImport(() => import("virtual:search-index"));

let engine: Promise<SearchEngine> | null = null;

/** The search engine with the site's index; shared by every open, retried after a failure. */
export function loadSiteSearch(): Promise<SearchEngine> {
  engine ??= importIndex().then(
    (module) => loadSearchEngine(module.default),
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  return engine;
}
