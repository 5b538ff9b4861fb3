import { layoutStep } from "#app/lib/layout-steps.ts";
import styles from "./layout-step.module.css";

/**
 * What an element needs to be a part of a long page laid out in steps (app/lib/layout-steps.ts):
 * the attribute the steps find it by, and the styles that skip it until its step. Spread on the
 * element, with the element's own class.
 */
export function layoutStepProps(className: string | undefined) {
  return { className: `${className} ${styles.layoutStep}`, ...layoutStep };
}
