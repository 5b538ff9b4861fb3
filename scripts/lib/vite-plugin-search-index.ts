import type { Plugin } from "vite";
import { gzipSync } from "node:zlib";
import { ContentError, contentFiles } from "./content-loader.ts";
import { buildSearchIndexFile } from "./search-index.ts";

const SEARCH_INDEX_MODULE = "virtual:search-index";
const RESOLVED_ID = `\0${SEARCH_INDEX_MODULE}`;

/**
 * Builds the site search's index from the content when the site builds and serves it as the
 * module `virtual:search-index`. The browser imports it dynamically when the search dialog first
 * opens, so it becomes its own hashed chunk, never part of a page's first load. `JSON.parse` of
 * one string literal is the fastest way for a browser to read a large object.
 */
export function searchIndexPlugin(): Plugin {
  return {
    name: "k-youth-search-index",
    resolveId: {
      filter: { id: new RegExp(`^${SEARCH_INDEX_MODULE}$`) },
      handler() {
        return RESOLVED_ID;
      },
    },
    load: {
      filter: { id: new RegExp(`^${RESOLVED_ID.replace("\0", "\\0")}$`) },
      handler() {
        for (const file of contentFiles()) this.addWatchFile(file);
        try {
          const file = buildSearchIndexFile();
          const json = JSON.stringify(file);
          if (this.environment.mode === "build" && this.environment.name === "client") {
            const gzip = gzipSync(json, { level: 9 }).length;
            this.info(
              `Search index: ${file.documentCount} documents, ${json.length} bytes (${gzip} gzip).`,
            );
          }
          return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null };
        } catch (error) {
          if (error instanceof ContentError) this.error(error.message);
          throw error;
        }
      },
    },
  };
}
