import type { Page } from "@playwright/test";

/**
 * The errors a page logs from now on, filled as they come: console errors but those `allowed`
 * matches, and uncaught exceptions.
 */
export function collectPageErrors(page: Page, allowed: RegExp[]): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}
