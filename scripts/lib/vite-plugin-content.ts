import type { Plugin } from "vite";
import {
  ContentError,
  contentFiles,
  findSampleEntries,
  loadContentFile,
  sampleSummary,
} from "./content-loader.ts";

/**
 * `?pick=a,b` keeps only those top-level fields, so a component in every page's first load can
 * take the few words it needs from a file whose rest is only used by a lazily loaded part.
 */
function pickFields(data: unknown, pick: string | null): unknown {
  if (pick === null || typeof data !== "object" || data === null) return data;
  const keys = new Set(pick.split(","));
  return Object.fromEntries(Object.entries(data).filter(([key]) => keys.has(key)));
}

/**
 * Turns `app/content/<lang>/<name>.yaml` imports into validated, typed modules. Invalid content
 * stops the build with the file and field named; after a client build the plugin says in one line
 * how many sample entries the programme team still has to replace (`npm run content:report` lists
 * them).
 */
export function contentPlugin(): Plugin {
  return {
    name: "k-youth-content",
    enforce: "pre",
    transform: {
      filter: { id: /\/app\/content\/[^/]+\/[^/]+\.yaml(\?pick=[\w,]+)?$/ },
      handler(_code, id) {
        const [file = id, query = ""] = id.split("?");
        for (const sibling of contentFiles()) this.addWatchFile(sibling);
        try {
          const data = pickFields(loadContentFile(file), new URLSearchParams(query).get("pick"));
          return {
            code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`,
            map: null,
          };
        } catch (error) {
          if (error instanceof ContentError) this.error(error.message);
          throw error;
        }
      },
    },
    buildEnd(error) {
      if (error || this.environment.mode !== "build" || this.environment.name !== "client") return;
      this.info(sampleSummary(findSampleEntries().length));
    },
  };
}
