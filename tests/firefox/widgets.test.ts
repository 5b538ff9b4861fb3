/**
 * The site's controls answer a visitor in Firefox, in every language.
 * Each is found the way assistive technology finds it, by role and name in Firefox's
 * accessibility tree, with the words of the content files. The Chromium suite (tests/e2e/) tests
 * each in depth; these check that Firefox runs them at all.
 */
import assert from "node:assert/strict";
import { describe } from "node:test";
import type { Page } from "puppeteer-core";
import { FAQ_SECTION_ID, faqItemHref } from "#app/lib/faq-location.ts";
import { LAYOUT_STEPS } from "#app/lib/layout-steps.ts";
import { homePath, type Language, LANGUAGES, languages, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { SEND_FORM_PATH, STUB_ORIGIN } from "../e2e/support/emailjs-stub-config.ts";
import {
  eligibleGraduateAnswers,
  eligibleResultHeading,
  menuLinkName,
} from "../e2e/support/smoke-content.ts";
import { launchFirefoxForSuite, PHONE } from "./support/firefox.ts";
import {
  controlledBy,
  findByName,
  findByRole,
  hasFocus,
  isExpanded,
  isHidden,
  isInViewport,
  isLaidOut,
  isOpen,
  isSelected,
  movesWithEveryLogoDrawn,
  standsPaused,
  waitUntil,
} from "./support/queries.ts";
import { serveSiteForSuite } from "./support/site.ts";

type Firefox = ReturnType<typeof launchFirefoxForSuite>;

serveSiteForSuite();

/** Records the requests that would send the contact form, so a test can show none was made. */
function watchContactSends(page: Page): string[] {
  const sends: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${STUB_ORIGIN}${SEND_FORM_PATH}`)) sends.push(request.url());
  });
  return sends;
}

function menuTests(firefox: Firefox, language: Language) {
  const { header } = testContent("ui", language);
  const { navigation } = testContent("site", language);

  firefox.test(
    "menu: the button opens the menu with the site's links; Escape and its close button close it",
    homePath(language),
    async (page) => {
      const banner = await findByRole(page, "banner");
      const openMenu = await findByRole(banner, "button", header.openMenu);
      await openMenu.click();
      const menu = await findByRole(banner, "dialog", header.menuTitle);
      await Promise.all(
        navigation.map((item) => findByRole(menu, "link", menuLinkName(item, language))),
      );

      await page.keyboard.press("Escape");
      await waitUntil(menu, "Escape to close the menu", isHidden);

      await openMenu.click();
      const reopened = await findByRole(banner, "dialog", header.menuTitle);
      await (await findByRole(reopened, "button", header.closeMenu)).click();
      await waitUntil(reopened, "the close button to close the menu", isHidden);
    },
  );
}

function faqTests(firefox: Firefox, language: Language) {
  const faq = testContent("faq", language);
  const [firstTab, secondTab] = faq.tabs;
  const lastTab = faq.tabs.at(-1);
  assert.ok(firstTab && secondTab && lastTab, "the FAQ needs two tabs");

  // Arriving by the header's FAQ link: the FAQ's parts have names once it is drawn.
  const faqLink = `${homePath(language)}#${FAQ_SECTION_ID}`;
  firefox.test(
    "FAQ: a click or an arrow key shows another tab, and a click opens a question",
    faqLink,
    async (page) => {
      const faqSection = await findByRole(page, "region", faq.heading);
      const tabs = await findByRole(faqSection, "tablist");
      const first = await findByRole(tabs, "tab", firstTab.label);
      const second = await findByRole(tabs, "tab", secondTab.label);

      await second.click();
      await waitUntil(second, `“${secondTab.label}” to be the selected tab`, isSelected);
      // The panel the tab controls, exposed as a tab panel named by the tab.
      const panel = await findByRole(await controlledBy(second), "tabpanel", secondTab.label);
      await page.keyboard.press("ArrowLeft");
      await waitUntil(first, `ArrowLeft to select “${firstTab.label}”`, isSelected);
      await waitUntil(first, `ArrowLeft to move focus to “${firstTab.label}”`, hasFocus);
      await page.keyboard.press("ArrowRight");
      await waitUntil(second, `ArrowRight to select “${secondTab.label}”`, isSelected);

      // The first question of each column starts open; the second of the first column does not.
      const closedQuestion = secondTab.items[1];
      assert.ok(closedQuestion, `“${secondTab.label}” needs two questions`);
      const summary = await findByName(panel, closedQuestion.title);
      await summary.click();
      await waitUntil(summary, `“${closedQuestion.title}” to open`, isOpen);
    },
  );

  // Arriving at the top of the page, far above the FAQ: once the page has laid itself out, a
  // screen reader reading on finds the FAQ and its questions by their names, as any other section's
  // (Firefox leaves what the browser skips out of its accessibility tree). The last question of the
  // first tab stands in the FAQ's last column.
  const lastOfFirstTab = firstTab.items.at(-1);
  assert.ok(lastOfFirstTab, `“${firstTab.label}” needs a question`);
  firefox.test(
    "FAQ: its questions are named for assistive technology before the visitor nears them",
    homePath(language),
    async (page) => {
      const root = await page.$("html");
      assert.ok(root, "the page has a root element");
      await waitUntil(root, "the page to lay itself out", isLaidOut, LAYOUT_STEPS.layingOut);
      const faqSection = await findByRole(page, "region", faq.heading);
      assert.equal(await faqSection.evaluate(isInViewport), false, "the FAQ starts off the screen");
      await findByName(faqSection, lastOfFirstTab.title);
    },
  );

  // The last question of the last tab: another tab than the first, and closed until linked to.
  const target = lastTab.items.at(-1);
  assert.ok(target, `“${lastTab.label}” needs a question`);
  firefox.test(
    "FAQ: a link to a question opens its tab and its answer, in view",
    faqItemHref(target.id, language),
    async (page) => {
      const faqSection = await findByRole(page, "region", faq.heading);
      const tab = await findByRole(await findByRole(faqSection, "tablist"), "tab", lastTab.label);
      await waitUntil(tab, `“${lastTab.label}” to be the selected tab`, isSelected);
      const summary = await findByName(await controlledBy(tab), target.title);
      await waitUntil(summary, `“${target.title}” to be open`, isOpen);
      await waitUntil(summary, `“${target.title}” to be scrolled into view`, isInViewport);
    },
  );
}

function searchTests(firefox: Firefox, language: Language) {
  const search = testContent("search", language);
  const question = testContent("faq", language).tabs[0]?.items[0];
  assert.ok(question, "the FAQ needs a question");

  firefox.test(
    "search: the header button opens the search, which finds a question",
    homePath(language),
    async (page) => {
      const banner = await findByRole(page, "banner");
      await (await findByRole(banner, "button", search.button)).click();
      const dialog = await findByRole(page, "dialog", search.title);
      const field = await findByRole(dialog, "combobox", search.inputLabel);
      await waitUntil(field, "the search field to have focus", hasFocus);

      await field.type(question.title);
      const results = await findByRole(dialog, "listbox", search.resultsLabel);
      await waitUntil(
        results,
        `the first result to be “${question.title}”`,
        (list, title) =>
          list.querySelector('[role="option"]')?.textContent?.includes(title) ?? false,
        question.title,
      );
    },
  );
}

function eligibilityTests(firefox: Firefox, language: Language) {
  const texts = testContent("eligibility", language);
  const answers = eligibleGraduateAnswers(language);

  firefox.test(
    "eligibility: a graduate answers every question and learns they can apply",
    pagePath("eligibility", language),
    async (page) => {
      const main = await findByRole(page, "main");
      await (await findByRole(main, "button", texts.intro.start)).click();
      for (const { question, role, name, typed } of answers) {
        await findByRole(main, "heading", question);
        const control = await findByRole(main, role, name);
        if (typed === undefined) await control.click();
        else await control.type(typed);
        await (await findByRole(main, "button", texts.continue)).click();
      }
      const result = await findByRole(main, "heading", eligibleResultHeading(language, Date.now()));
      await waitUntil(result, "the result's heading to have focus", hasFocus);
    },
  );
}

function contactFormTests(firefox: Firefox, language: Language) {
  const { form } = testContent("contact", language);

  firefox.test(
    "contact form: sending it empty lists what is missing, each linking to its field",
    pagePath("contact", language),
    async (page) => {
      const sends = watchContactSends(page);
      const contactForm = await findByRole(page, "form", form.heading);
      await (await findByRole(contactForm, "button", form.submit)).click();

      const summary = await findByRole(contactForm, "alert");
      await findByRole(summary, "heading", form.errors.summaryTitle);
      await findByRole(summary, "link", form.errors.fullname.required);
      await (await findByRole(summary, "link", form.errors.email.required)).click();
      const email = await findByRole(contactForm, "textbox", form.fields.email.label);
      await waitUntil(email, "the email field to have focus", hasFocus);
      assert.deepEqual(sends, [], "nothing is sent while the form has errors");
    },
  );
}

function shareTests(firefox: Firefox, language: Language) {
  const { share, programme2025 } = testContent("programme", language);
  const { newTab } = testContent("ui", language);

  firefox.test(
    "share: without Web Share, the button shows links to each service, and hides them again",
    homePath(language),
    async (page) => {
      assert.equal(
        await page.evaluate(() => "share" in navigator),
        false,
        "Firefox offers Web Share",
      );
      const section = await findByRole(page, "region", programme2025.heading);
      const button = await findByRole(section, "button", share.pageLabel);
      await button.click();
      await waitUntil(button, "the Share button to say it is expanded", isExpanded);
      const list = await findByRole(section, "list", share.listLabel);
      const { whatsapp, telegram, linkedin, email } = share.channels;
      for (const service of [whatsapp, telegram, linkedin]) {
        await findByRole(list, "link", `${service} ${newTab}`);
      }
      await findByRole(list, "link", email);

      await button.click();
      await waitUntil(list, "a second click to hide the links", isHidden);
    },
  );
}

function partnerRowTests(firefox: Firefox, language: Language) {
  const { partners } = testContent("programme", language);

  // From the top of the page, where the row stands still until the visitor nears it: a screen
  // reader has met its list by then, and it must still be a list, named, once it moves.
  firefox.test(
    "partner row: moves once scrolled to, a list with every logo drawn; its button pauses it",
    homePath(language),
    async (page) => {
      const section = await findByRole(page, "region", partners.heading);
      await findByRole(section, "list");
      await section.scrollIntoView();
      const list = await findByRole(section, "list", partners.logosLabel);
      const logoCount = String(partners.logos.length);
      await waitUntil(list, "the row to move", movesWithEveryLogoDrawn, logoCount);

      // The row rests under the pointer and while it holds focus: both leave it after each click.
      const leaveRow = async () => {
        await page.mouse.move(0, 0);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      };
      await (await findByRole(section, "button", partners.pause)).click();
      await leaveRow();
      await waitUntil(list, "the pause button to stop the row", standsPaused);
      await (await findByRole(section, "button", partners.play)).click();
      await leaveRow();
      await waitUntil(list, "the play button to move it again", movesWithEveryLogoDrawn, logoCount);
    },
  );
}

// On a phone, where the menu is; every page is also checked on a laptop (pages.test.ts).
describe(`Firefox at ${PHONE.width} px`, () => {
  const firefox = launchFirefoxForSuite(PHONE);

  for (const language of languages) {
    describe(LANGUAGES[language].name, () => {
      menuTests(firefox, language);
      faqTests(firefox, language);
      searchTests(firefox, language);
      eligibilityTests(firefox, language);
      contactFormTests(firefox, language);
      shareTests(firefox, language);
      partnerRowTests(firefox, language);
    });
  }
});
