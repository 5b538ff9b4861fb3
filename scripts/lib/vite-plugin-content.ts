import type { Plugin } from "vite";
import {
  ContentError,
  contentFiles,
  contentSummary,
  findAwaitingReview,
  findSampleEntries,
  loadContentFile,
} from "./content-loader.ts";
import { checkContentParity } from "./content-languages.ts";

/**
 * Turns `app/content/<lang>/<name>.yaml` imports into validated, typed modules. Invalid content,
 * or languages that differ in more than words, stop the build with the file and field named; after
 * a client build the plugin says in one line how many sample entries the programme team still has
 * to replace and how many translated sections await review (`npm run content:report` lists them).
 */
export function contentPlugin(): Plugin {
  return {
    name: "k-youth-content",
    enforce: "pre",
    buildStart() {
      try {
        checkContentParity();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
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
      const sections = findAwaitingReview().flatMap((entry) => entry.sections);
      this.info(contentSummary(findSampleEntries().length, sections.length));
    },
  };
}
