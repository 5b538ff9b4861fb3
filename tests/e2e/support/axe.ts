import type { Result } from "axe-core";

/** The rules every page is checked against: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Each violated rule with the elements that break it, one entry per rule, for a failure message. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(" ")}`).join("\n")}`,
  );
}
