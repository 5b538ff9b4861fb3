/**
 * Performance budgets per prerendered page, in bytes over the wire (gzip for text), checked
 * against the build by `npm run check:budgets` (part of `npm test`). They come from issue 8's
 * targets: at most 140 KiB of JavaScript before interaction on /k-youth (React, react-dom and
 * React Router alone are about 112 KiB) and 400 KiB in all on a first load; the others keep the
 * first screen as light as the page allows. Raise one only with a reason in docs/decisions.md.
 */
import type { RouteWeight } from "./route-weight.ts";

const KIB = 1024;

export type Budget = Omit<Record<keyof RouteWeight, number>, "scripts" | "lazyScripts">;

export interface RouteBudget {
  name: string;
  /** The prerendered file under build/client. */
  file: string;
  budget: Budget;
}

/** Shared by every page: one stylesheet set, one font, no image on the first screen. */
const COMMON = {
  css: 12 * KIB,
  fonts: 32 * KIB,
  largestEagerImage: 60 * KIB,
};

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  {
    name: "/k-youth",
    file: "k-youth/index.html",
    budget: { ...COMMON, html: 20 * KIB, js: 140 * KIB, total: 400 * KIB },
  },
  {
    name: "/contact-us",
    file: "contact-us/index.html",
    budget: { ...COMMON, html: 12 * KIB, js: 140 * KIB, total: 400 * KIB },
  },
  {
    name: "not-found page",
    file: "404.html",
    budget: { ...COMMON, html: 8 * KIB, js: 130 * KIB, total: 400 * KIB },
  },
  {
    // A redirect: an inline replace and a meta refresh, nothing to download.
    name: "/ (redirect)",
    file: "index.html",
    budget: { html: 2 * KIB, css: 0, js: 0, fonts: 0, largestEagerImage: 0, total: 2 * KIB },
  },
];

export interface BudgetOverrun {
  route: string;
  measure: keyof Budget;
  actual: number;
  limit: number;
}

export function overruns(route: RouteBudget, weight: RouteWeight): BudgetOverrun[] {
  return (Object.keys(route.budget) as (keyof Budget)[])
    .filter((measure) => weight[measure] > route.budget[measure])
    .map((measure) => ({
      route: route.name,
      measure,
      actual: weight[measure],
      limit: route.budget[measure],
    }));
}
