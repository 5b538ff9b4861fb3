/**
 * Every page of every language in Firefox, on a phone and a laptop: it comes alive without an
 * error, passes axe-core, and its language switch leads to the same page in the other language.
 */
import assert from "node:assert/strict";
import { describe } from "node:test";
import { VISITED_PAGES } from "../e2e/support/languages.ts";
import { languageSwitchOf } from "../e2e/support/smoke-content.ts";
import { axeViolations } from "./support/axe.ts";
import { followLink, launchFirefoxForSuite, VIEWPORTS } from "./support/firefox.ts";
import { findByRole } from "./support/queries.ts";
import { serveSiteForSuite } from "./support/site.ts";

serveSiteForSuite();

for (const viewport of VIEWPORTS) {
  describe(`every page in Firefox at ${viewport.width} px`, () => {
    const firefox = launchFirefoxForSuite(viewport);

    for (const { language, path } of VISITED_PAGES) {
      const { linkName, twin, tag } = languageSwitchOf(language, path);

      firefox.test(
        `${path} comes alive without errors, passes axe, and switches to ${twin}`,
        path,
        async (page) => {
          const violations = await axeViolations(page);
          if (violations.length > 0) {
            assert.fail(`axe violations on ${path}:\n${violations.join("\n")}`);
          }

          const banner = await findByRole(page, "banner");
          const languageSwitch = await findByRole(banner, "link", linkName);
          await followLink(page, () => languageSwitch.click());
          assert.equal(new URL(page.url()).pathname, twin);
          assert.equal(await page.evaluate(() => document.documentElement.lang), tag);
        },
      );
    }
  });
}
