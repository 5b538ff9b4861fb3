// Budgets per page are set in app/site-manifest.ts; raise one only with a decision record.
import { type PageBudget, localizedPages, ROOT_REDIRECT_PAGE } from "../../app/site-manifest.ts";
import type { RouteWeight } from "./route-weight.ts";

/** `file` under build/client; `routeModule` (under app/) is what it hydrates, if anything. */
export interface RouteBudget {
  name: string;
  file: string;
  routeModule?: string;
  budget: PageBudget;
}

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
