import type { KnipConfig } from "knip";

/** Unused files, exports and dependencies fail `npm run lint`. */
export default {
  // Command-line scripts (npm scripts, benchmarks, screenshots, the deploy step) are entries of
  // their own.
  entry: ["scripts/*.{ts,js}", "deploy/*.ts"],
  ignoreDependencies: [
    // Read as files, not imported: the site's font (app/styles/fonts.css), the share-card font
    // (scripts/lib/share-card.ts) and the Nu HTML Checker's jar (scripts/check-html.ts).
    "@fontsource-variable/plus-jakarta-sans",
    "@fontsource/plus-jakarta-sans",
    "vnu-jar",
    // Run as a file: the workflow schema check (scripts/lib/workflows.test.ts).
    "@action-validator/cli",
    // The content editor's fonts, copied into the build from the packages Sveltia CMS names
    // (content-editor/build.ts).
    "@fontsource-variable/material-symbols-outlined",
    "@fontsource-variable/source-sans-3",
    "@fontsource/noto-mono",
  ],
  // The check of the production nginx config (tests/e2e/support/production-nginx.ts) makes a
  // throwaway certificate with the system openssl.
  ignoreBinaries: ["openssl"],
} satisfies KnipConfig;
