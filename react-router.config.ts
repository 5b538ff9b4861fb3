import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site-manifest.ts";
import { finalizeStaticBuild } from "./scripts/lib/finalize-build.ts";

export default {
  ssr: false,
  // Every page of app/site-manifest.ts; `/404` renders the not-found page, moved to 404.html.
  prerender: prerenderPaths(),
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await finalizeStaticBuild(`${reactRouterConfig.buildDirectory}/client`, {
      projectRoot: viteConfig.root,
      mode: viteConfig.mode,
    });
  },
} satisfies Config;
