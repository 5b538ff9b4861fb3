import { join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./scripts/lib/vite-plugin-content.ts";
import { buildEnvPlugin } from "./scripts/lib/vite-plugin-build-env.ts";
import { brandColoursPlugin } from "./scripts/lib/brand-colours.ts";
import { searchIndexPlugin } from "./scripts/lib/vite-plugin-search-index.ts";
import { devNotFoundPlugin } from "./scripts/lib/vite-plugin-dev-not-found.ts";
import { fontSubsetPlugin } from "./scripts/lib/vite-plugin-font-subset.ts";
import { shortClassNames } from "./scripts/lib/css-class-names.ts";
import { pagePaths } from "./app/site-manifest.ts";

// React Router's plugin breaks Vitest ("can't detect preamble"), so unit tests run without it.
const isUnitTest = Boolean(process.env.VITEST);

export default defineConfig(({ command }) => ({
  plugins: [
    contentPlugin(),
    searchIndexPlugin(),
    fontSubsetPlugin(),
    buildEnvPlugin(),
    brandColoursPlugin(),
    devNotFoundPlugin(pagePaths()),
    !isUnitTest && reactRouter(),
  ],
  css: {
    modules: {
      generateScopedName:
        command === "build" ? shortClassNames(join(import.meta.dirname, "app")) : undefined,
    },
  },
  build: {
    assetsInlineLimit: 0,
    // One stylesheet for the whole site, which the build writes into every page (app/layout/
    // site-styles.tsx): no page links a stylesheet, so the first paint needs no request, and a
    // page reached in the browser has its styles before it renders.
    cssCodeSplit: false,
    // The client build's chunk graph, for the budget check (scripts/lib/route-weight.ts); the
    // build moves it out of build/client (finalize-build.ts), so it is never deployed.
    manifest: true,
  },
  test: {
    // Every core: the default leaves one free, which on a 2-core CI machine halves the speed.
    maxWorkers: "100%",
    // Worker threads rather than child processes: each test file still gets a fresh worker and
    // environment, and the whole run took 68-80 rather than 101 s here (2 cores; jsdom's set-up per
    // file is most of it). Nothing tested changes the process (no `process.chdir`).
    pool: "threads",
    // A DOM only where a test needs one: building a jsdom is most of a test file's time. The
    // app's component tests (.tsx) get one; its other tests run in plain Node, but for a file that
    // asks for a DOM on its first line (`// @vitest-environment jsdom`); the build code's tests
    // run in plain Node.
    projects: [
      {
        extends: true,
        test: {
          name: "app-components",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["./app/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          include: ["app/**/*.test.ts"],
          environment: "node",
          setupFiles: ["./app/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["{scripts,deploy,content-editor}/**/*.test.ts", "*.test.ts"],
          environment: "node",
          // These run whole tools (ESLint, builds, child processes), whose time follows the
          // machine's speed and load: 6 s for one ESLint run on a busy 2-core CI machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
}));
