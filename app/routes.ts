import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("k-youth", "routes/k-youth.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
