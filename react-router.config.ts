import type { Config } from "@react-router/dev/config";
import { finalizeStaticBuild } from "./scripts/lib/finalize-build.ts";

/** Every path that is a page (`/` is the redirect to the home page). */
export const PAGE_PATHS = ["/", "/k-youth", "/contact-us"];
/** `/404` renders the not-found page, which the build moves to `404.html`. */
const PRERENDERED_PATHS = [...PAGE_PATHS, "/404"];

export default {
  ssr: false,
  prerender: PRERENDERED_PATHS,
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await finalizeStaticBuild(`${reactRouterConfig.buildDirectory}/client`, {
      projectRoot: viteConfig.root,
      mode: viteConfig.mode,
    });
  },
} satisfies Config;
