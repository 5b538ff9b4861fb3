/**
 * Tags that run a test in one project only (playwright.config.ts); an untagged test runs at both
 * widths. A test runs once when what it checks is the same at every width (an HTTP answer, a
 * widget's logic, a page's words) or exists at one width only (the menu button, the desktop
 * navigation, hover); the reason sits beside the tag. Never a skip inside the test: a skipped test
 * still opens a page before it skips.
 */
export const PHONE_ONLY = { tag: "@phone-only" } as const;
export const DESKTOP_ONLY = { tag: "@desktop-only" } as const;
