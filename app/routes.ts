import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES, languages, localizedPages, PAGES, routeId } from "./site-manifest.ts";

/**
 * Each page once per language, with the same module: its loader reads the language from the
 * address. Paths are case-sensitive, as on the hosts (the browser's router ignores that, which
 * app/entry.client.tsx makes up for).
 */
export default [
  index("routes/root-redirect/route.tsx"),
  ...localizedPages
    .filter(({ key }) => key !== "notFound")
    .map(({ key, language, path, page }) =>
      route(path.slice(1), page.module, { id: routeId(language, key), caseSensitive: true }),
    ),
  ...languages.map((language) => {
    const { prefix } = LANGUAGES[language];
    return route(prefix ? `${prefix.slice(1)}/*` : "*", PAGES.notFound.module, {
      id: routeId(language, "notFound"),
      caseSensitive: true,
    });
  }),
] satisfies RouteConfig;
