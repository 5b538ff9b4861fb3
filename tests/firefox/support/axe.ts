import axe from "axe-core";
import type { Page } from "puppeteer-core";
import { AXE_RESULT_TYPES, AXE_TAGS, describeViolations } from "../../e2e/support/axe.ts";

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Runs axe-core in the page against the rules of the Chromium suite, one entry per violated rule.
 * Evaluated over WebDriver BiDi, the script is not bound by the page's Content-Security-Policy.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags, resultTypes) =>
      (await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes }))
        .violations,
    AXE_TAGS,
    AXE_RESULT_TYPES,
  );
  return describeViolations(violations);
}
