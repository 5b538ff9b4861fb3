import type { Plugin } from "vite";
import {
  contentFiles,
  contentSummary,
  findAwaitingReview,
  findSampleEntries,
  loadContentFile,
} from "#app/content/content-files.ts";
import { reportingContentErrors } from "#app/content/content-errors.ts";
import { buildDate } from "#app/content/build-date.server.ts";
import { checkContentParity } from "./content-languages.ts";
import { checkIntakesKept } from "./intake-history.ts";
import { findPlaceholders, isReleaseBuild, releaseGuardMessage } from "./release-guard.ts";

/**
 * `app/content/<lang>/<name>.yaml` and the shared `app/content/<name>.yaml` import as validated
 * modules; invalid content or languages that differ in more than words stop the build, and so do
 * sample entries and placeholders in a release build (RELEASE=production). A client build ends
 * with the content report's counts.
 */
export function contentPlugin(): Plugin {
  let inDevServer = false;
  return {
    name: "k-youth-content",
    enforce: "pre",
    // A server that watches the files; React Router's build runs a server that does not.
    configResolved(config) {
      inDevServer = config.command === "serve" && config.server.watch !== null;
    },
    buildStart() {
      reportingContentErrors(this, inDevServer, checkContentParity);
      reportingContentErrors(this, inDevServer, () => checkIntakesKept(buildDate().getTime()));
      if (isReleaseBuild()) {
        const placeholders = findPlaceholders();
        if (placeholders.length > 0) this.error(releaseGuardMessage(placeholders));
      }
    },
    transform: {
      filter: { id: /\/app\/content\/([^/]+\/)?[^/]+\.yaml$/ },
      handler(_code, file) {
        for (const sibling of contentFiles()) this.addWatchFile(sibling);
        const data = reportingContentErrors(this, inDevServer, () => loadContentFile(file));
        return {
          code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`,
          map: null,
        };
      },
    },
    buildEnd(error) {
      if (error || this.environment.mode !== "build" || this.environment.name !== "client") return;
      const sections = findAwaitingReview().flatMap((entry) => entry.sections);
      this.info(contentSummary(findSampleEntries().length, sections.length));
    },
  };
}
