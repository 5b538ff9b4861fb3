import type { Result } from "axe-core";

/** The rules every page is checked against: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Only violations are asked for: axe then skips the details (a selector, the markup) of every
 * element that passes, about 40 % of a check's time (the programme page in Chromium 156: 2.3-2.7 s
 * a check, 1.4-1.5 s without them). A violation is reported in full as before.
 */
export const AXE_RESULT_TYPES: ["violations"] = ["violations"];

/** Each violated rule with the elements that break it, one entry per rule, for a failure message. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(" ")}`).join("\n")}`,
  );
}
