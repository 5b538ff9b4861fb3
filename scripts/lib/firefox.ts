import { existsSync } from "node:fs";

/** Where Debian puts Firefox: the ESR package first, then the rapid-release one. */
export const FIREFOX_LOCATIONS = ["/usr/bin/firefox-esr", "/usr/bin/firefox"];

/**
 * Debian's Firefox, or the browser FIREFOX_PATH names; undefined when there is none. Browsers are
 * never downloaded.
 */
export const firefoxPath: string | undefined =
  process.env.FIREFOX_PATH ?? FIREFOX_LOCATIONS.find((path) => existsSync(path));
