import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./scripts/lib/vite-plugin-content.ts";
import { buildEnvPlugin } from "./scripts/lib/vite-plugin-build-env.ts";
import { searchIndexPlugin } from "./scripts/lib/vite-plugin-search-index.ts";

// React Router's plugin breaks Vitest ("can't detect preamble"), so unit tests run without it.
const isUnitTest = Boolean(process.env.VITEST);

export default defineConfig({
  plugins: [contentPlugin(), searchIndexPlugin(), buildEnvPlugin(), !isUnitTest && reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    assetsInlineLimit: 0,
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test/setup.ts"],
  },
});
