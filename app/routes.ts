import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES, pageEntries } from "./site-manifest.ts";

export default [
  index("routes/home.tsx"),
  ...pageEntries
    .filter(([key]) => key !== "notFound")
    .map(([, page]) => route(page.path.slice(1), page.module)),
  route("*", PAGES.notFound.module),
] satisfies RouteConfig;
