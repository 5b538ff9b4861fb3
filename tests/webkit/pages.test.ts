/**
 * Every page of every language in WebKit, in the narrowest window and at 1280 px: it comes alive
 * without an error, passes axe-core, and its language switch leads to the same page in the other
 * language. First, that a page error does fail a test, and that a test out of time leaves the next
 * a browser.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DEFAULT_LANGUAGE, homePath } from "#app/site-manifest.ts";
import { VISITED_PAGES } from "../e2e/support/languages.ts";
import { languageSwitchOf } from "../e2e/support/smoke-content.ts";
import { axeViolations } from "./support/axe.ts";
import { READ_PAGE_ERRORS } from "./support/page-errors.ts";
import { waitFor } from "./support/page.ts";
import { NARROWEST, VIEWPORTS, webkitForFile } from "./support/webkit.ts";

const webkit = webkitForFile();

describe("the WebKit suite", () => {
  it("fails a test whose page throws, rejects, logs an error or loads what is missing", async () => {
    const planted = webkit.visit(NARROWEST, homePath(DEFAULT_LANGUAGE), async (page) => {
      await page.session.runAsyncSource(`
        const done = arguments[0];
        setTimeout(() => { throw new Error("planted throw"); });
        Promise.reject(new Error("planted rejection"));
        console.error("planted console error");
        fetch("/planted-missing-file.js").then(() => done());`);
      await waitFor(
        async () => ((await page.session.runSource(READ_PAGE_ERRORS)) as string[]).length >= 3,
        "the page to record the planted errors",
      );
    });
    await assert.rejects(planted, (error: Error) => {
      for (const expected of [
        /Page error: .*planted throw/,
        /Unhandled rejection: .*planted rejection/,
        /Console error: planted console error/,
        /HTTP 404: \/planted-missing-file\.js/,
      ]) {
        assert.match(error.message, expected);
      }
      return true;
    });
  });

  it("gives the next test a browser when one runs out of time", async () => {
    const outOfTime = new AbortController();
    const abandoned = webkit.visit(
      NARROWEST,
      homePath(DEFAULT_LANGUAGE),
      async (page) => {
        outOfTime.abort();
        await page.session.run(() => document.title);
      },
      outOfTime.signal,
    );
    await assert.rejects(abandoned, { name: "AbortError" });
    await webkit.visit(NARROWEST, homePath(DEFAULT_LANGUAGE), async (page) => {
      assert.equal(await page.pathname(), homePath(DEFAULT_LANGUAGE));
    });
  });
});

for (const viewport of VIEWPORTS) {
  describe(`every page in WebKit in ${viewport.name}`, () => {
    for (const { language, path } of VISITED_PAGES) {
      const { linkName, twin, tag } = languageSwitchOf(language, path);

      webkit.test(
        `${path} comes alive without errors, passes axe, and switches to ${twin}`,
        viewport,
        path,
        async (page) => {
          const violations = await axeViolations(page);
          if (violations.length > 0) {
            assert.fail(`axe violations on ${path}:\n${violations.join("\n")}`);
          }

          const banner = await page.findByRole(null, "banner");
          const languageSwitch = await page.findByRole(banner, "link", linkName);
          await page.followLink(() => page.click(languageSwitch));
          assert.equal(await page.pathname(), twin);
          assert.equal(await page.session.run(() => document.documentElement.lang), tag);
        },
      );
    }
  });
}
