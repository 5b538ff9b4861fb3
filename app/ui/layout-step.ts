import { layoutStep, layoutStepAfterHydration } from "#app/lib/layout-steps.ts";
import styles from "./layout-step.module.css";

/**
 * What an element needs to be a part of a long page laid out in steps (app/lib/layout-steps.ts):
 * the attribute the steps find it by, and the styles that skip it until its step. Spread on the
 * element, with the element's own class. `afterHydration`: its step waits until the page has
 * hydrated (a part far down a page, which taps during hydration should not wait for).
 */
export function layoutStepProps(className: string | undefined, { afterHydration = false } = {}) {
  return {
    className: `${className} ${styles.layoutStep}`,
    ...(afterHydration ? layoutStepAfterHydration : layoutStep),
  };
}
