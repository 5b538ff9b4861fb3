import type { Plugin } from "vite";
import { gzipSync } from "node:zlib";
import { type Language, languages } from "#app/site-manifest.ts";
import { reportingContentErrors } from "#app/content/content-errors.ts";
import { contentFiles } from "#app/content/content-files.ts";
import { buildSearchIndexFile, loadContentForSearch } from "#app/features/search/search-index.ts";

const SEARCH_INDEX_MODULE = "virtual:search-index";
const RESOLVED_PREFIX = `\0${SEARCH_INDEX_MODULE}`;

/**
 * `virtual:search-index` maps each language to a dynamic import of its index, built from its
 * content, so each is a chunk fetched on the first search, never part of a page's first load.
 */
export function searchIndexPlugin(): Plugin {
  let inDevServer = false;
  return {
    name: "k-youth-search-index",
    // A server that watches the files; React Router's build runs a server that does not.
    configResolved(config) {
      inDevServer = config.command === "serve" && config.server.watch !== null;
    },
    resolveId: {
      filter: { id: new RegExp(`^${SEARCH_INDEX_MODULE}(-\\w+)?$`) },
      handler(id) {
        return `\0${id}`;
      },
    },
    load: {
      filter: { id: new RegExp(`^\\0${SEARCH_INDEX_MODULE}(-\\w+)?$`) },
      handler(id) {
        if (id === RESOLVED_PREFIX) {
          const entries = languages.map(
            (language) => `  ${language}: () => import("${SEARCH_INDEX_MODULE}-${language}"),`,
          );
          return { code: `export default {\n${entries.join("\n")}\n};`, map: null };
        }
        const language = id.slice(RESOLVED_PREFIX.length + 1) as Language;
        if (!languages.includes(language)) this.error(`No language "${language}" for ${id}`);
        for (const file of contentFiles()) this.addWatchFile(file);
        const file = reportingContentErrors(this, inDevServer, () =>
          buildSearchIndexFile(loadContentForSearch(language)),
        );
        const json = JSON.stringify(file);
        if (this.environment.mode === "build" && this.environment.name === "client") {
          const gzip = gzipSync(json, { level: 9 }).length;
          this.info(
            `Search index (${language}): ${file.documentCount} documents, ${json.length} bytes (${gzip} gzip).`,
          );
        }
        return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null };
      },
    },
  };
}
