import type { Config } from "@react-router/dev/config";
import { finalizeStaticBuild } from "./scripts/lib/finalize-build.ts";

export const PRERENDERED_PATHS = ["/", "/k-youth", "/contact-us", "/404"];

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
