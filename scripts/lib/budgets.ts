/**
 * Performance budgets per prerendered page (set in app/site-manifest.ts), checked against the
 * build by `npm run check:budgets` (part of `npm test`). Raise one only with a recorded reason
 * (docs/decisions/).
 */
import { type PageBudget, localizedPages, ROOT_REDIRECT_PAGE } from "../../app/site-manifest.ts";
import type { RouteWeight } from "./route-weight.ts";

export interface RouteBudget {
  name: string;
  /** The prerendered file under build/client. */
  file: string;
  /** The route module the page hydrates, relative to app/; none for the redirect page. */
  routeModule?: string;
  budget: PageBudget;
}

/** Every page's budget in every language, from the site manifest, and the redirect page at `/`. */
export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  ...localizedPages.map(({ path, file, page }) => ({
    name: path,
    file,
    routeModule: page.module,
    budget: page.budget,
  })),
  { name: "/ (redirect)", file: ROOT_REDIRECT_PAGE.file, budget: ROOT_REDIRECT_PAGE.budget },
];

export interface BudgetOverrun {
  route: string;
  measure: keyof PageBudget;
  actual: number;
  limit: number;
}

export function overruns(route: RouteBudget, weight: RouteWeight): BudgetOverrun[] {
  return (Object.keys(route.budget) as (keyof PageBudget)[])
    .filter((measure) => weight[measure] > route.budget[measure])
    .map((measure) => ({
      route: route.name,
      measure,
      actual: weight[measure],
      limit: route.budget[measure],
    }));
}
