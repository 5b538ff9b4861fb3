import axe from "axe-core";
import { AXE_RESULT_TYPES, AXE_TAGS, describeViolations } from "../../e2e/support/axe.ts";
import type { Page } from "./page.ts";

/**
 * Runs axe-core in the page against the rules of the Chromium suite, one entry per violated rule.
 * WebDriver's scripts are not bound by the page's Content-Security-Policy, so its source runs as is.
 * Only violations are asked for (AXE_RESULT_TYPES).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.session.runSource(axe.source);
  const violations = await page.session.runAsyncSource(
    `const [tags, resultTypes, done] = arguments;
     axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes }).then(
       (results) => done(results.violations.map(({ id, help, nodes }) => ({
         id, help, nodes: nodes.map(({ target }) => ({ target })),
       }))),
       (error) => done([{ id: "axe-error", help: String(error), nodes: [] }]),
     );`,
    AXE_TAGS,
    AXE_RESULT_TYPES,
  );
  return describeViolations(violations as Parameters<typeof describeViolations>[0]);
}
