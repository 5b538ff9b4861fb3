import { redirect } from "react-router";
import { DEFAULT_LANGUAGE, homePath } from "#app/site-manifest.ts";
import type { Route } from "./+types/route";

/**
 * `/` has no page of its own: it sends visitors to the home page. At build time this prerenders a
 * redirect page (rewritten into a complete document by scripts/lib/finalize-build.ts); hosts
 * that can, answer with a 301 instead (deploy/).
 */
export function loader({ request }: Route.LoaderArgs) {
  // React Router also renders `/` once for its SPA fallback; that render must not redirect.
  if (request.headers.get("X-React-Router-SPA-Mode") === "yes") return null;
  throw redirect(homePath(DEFAULT_LANGUAGE), 301);
}

export default function Home() {
  return null;
}
