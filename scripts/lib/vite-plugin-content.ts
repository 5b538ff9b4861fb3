import type { Plugin } from "vite";
import {
  ContentError,
  contentFiles,
  findSampleEntries,
  loadContentFile,
  sampleSummary,
} from "./content-loader.ts";

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
      filter: { id: /\/app\/content\/[^/]+\/[^/]+\.yaml$/ },
      handler(_code, file) {
        for (const sibling of contentFiles()) this.addWatchFile(sibling);
        try {
          const data = loadContentFile(file);
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
