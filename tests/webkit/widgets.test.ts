/**
 * The site's controls answer a visitor in WebKit, in every language, in the narrowest window
 * (where the menu is). Each is found the way assistive technology finds it, by role and name in
 * WebKit's accessibility tree, with the words of the content files, and worked with the keys its
 * pattern uses. The Chromium suite (tests/e2e/) tests each in depth; these check that Safari's
 * engine runs them at all.
 */
import assert from "node:assert/strict";
import { describe } from "node:test";
import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
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
import {
  hasFocus,
  isExpanded,
  isHidden,
  isInViewport,
  isLaidOut,
  isOpen,
  isSelected,
  isStill,
  movesWithEveryLogoDrawn,
} from "../firefox/support/queries.ts";
import { NARROWEST, webkitForFile } from "./support/webkit.ts";
import { KEYS } from "./support/webdriver.ts";

const webkit = webkitForFile();

function menuTests(language: Language) {
  const { header } = testContent("ui", language);
  const { navigation } = testContent("site", language);

  webkit.test(
    "menu: the button opens the menu with the site's links; Escape and its close button close it",
    NARROWEST,
    homePath(language),
    async (page) => {
      const banner = await page.findByRole(null, "banner");
      const openMenu = await page.findByRole(banner, "button", header.openMenu);
      await page.click(openMenu);
      const menu = await page.findByRole(banner, "dialog", header.menuTitle);
      for (const item of navigation) {
        await page.findByRole(menu, "link", menuLinkName(item, language));
      }

      await page.session.press(KEYS.Escape);
      await page.waitUntil(menu, "Escape to close the menu", isHidden);

      await page.click(openMenu);
      const reopened = await page.findByRole(banner, "dialog", header.menuTitle);
      // Its close button is off the screen until the drawer has slid in, for a visitor too.
      await page.waitUntil(reopened, "the menu to slide in", isStill);
      await page.click(await page.findByRole(reopened, "button", header.closeMenu));
      await page.waitUntil(reopened, "the close button to close the menu", isHidden);
    },
  );
}

function faqTests(language: Language) {
  const faq = testContent("faq", language);
  const [firstTab, secondTab] = faq.tabs;
  const lastTab = faq.tabs.at(-1);
  assert.ok(firstTab && secondTab && lastTab, "the FAQ needs two tabs");
  // The first question of each column starts open; the second of the first column does not.
  const closedQuestion = secondTab.items[1];
  assert.ok(closedQuestion, `“${secondTab.label}” needs two questions`);

  webkit.test(
    "FAQ: a click or an arrow key shows another tab, and a click opens a question",
    NARROWEST,
    `${homePath(language)}#${FAQ_SECTION_ID}`,
    async (page) => {
      const faqSection = await page.findByRole(null, "region", faq.heading);
      const first = await page.findByRole(faqSection, "tab", firstTab.label);
      const second = await page.findByRole(faqSection, "tab", secondTab.label);

      await page.click(second);
      await page.waitUntil(second, `“${secondTab.label}” to be the selected tab`, isSelected);
      const panel = await page.findByRole(faqSection, "tabpanel", secondTab.label);
      await page.session.press(KEYS.ArrowLeft);
      await page.waitUntil(first, `ArrowLeft to select “${firstTab.label}”`, isSelected);
      await page.waitUntil(first, `ArrowLeft to move focus to “${firstTab.label}”`, hasFocus);
      await page.session.press(KEYS.ArrowRight);
      await page.waitUntil(second, `ArrowRight to select “${secondTab.label}”`, isSelected);

      const summary = await page.findSummary(panel, closedQuestion.title);
      await page.click(summary);
      await page.waitUntil(summary, `“${closedQuestion.title}” to open`, isOpen);
    },
  );

  // The last question of the last tab: another tab than the first, and closed until linked to.
  const target = lastTab.items.at(-1);
  assert.ok(target, `“${lastTab.label}” needs a question`);
  webkit.test(
    "FAQ: a link to a question opens its tab and its answer, in view",
    NARROWEST,
    faqItemHref(target.id, language),
    async (page) => {
      const faqSection = await page.findByRole(null, "region", faq.heading);
      const tab = await page.findByRole(faqSection, "tab", lastTab.label);
      await page.waitUntil(tab, `“${lastTab.label}” to be the selected tab`, isSelected);
      const summary = await page.findSummary(faqSection, target.title);
      await page.waitUntil(summary, `“${target.title}” to be open`, isOpen);
      await page.waitUntil(summary, `“${target.title}” to be scrolled into view`, isInViewport);
    },
  );
}

function searchTests(language: Language) {
  const search = testContent("search", language);
  const faq = testContent("faq", language);
  const question = faq.tabs[0]?.items[0];
  assert.ok(question, "the FAQ needs a question");

  webkit.test(
    "search: the header button opens the search; a question's title and Enter open its answer",
    NARROWEST,
    homePath(language),
    async (page) => {
      const banner = await page.findByRole(null, "banner");
      await page.click(await page.findByRole(banner, "button", search.button));
      const dialog = await page.findByRole(null, "dialog", search.title);
      const field = await page.findByRole(dialog, "combobox", search.inputLabel);
      await page.waitUntil(field, "the search field to have focus", hasFocus);

      await page.session.type(field, question.title);
      const results = await page.findByRole(dialog, "listbox", search.resultsLabel);
      await page.waitUntil(
        results,
        `the first result to be “${question.title}”`,
        (list, title) =>
          list.querySelector('[role="option"]')?.textContent?.includes(title) ?? false,
        question.title,
      );
      await page.session.press(KEYS.Enter);
      const faqSection = await page.findByRole(null, "region", faq.heading);
      const summary = await page.findSummary(faqSection, question.title);
      await page.waitUntil(summary, `Enter to open “${question.title}”`, isOpen);
    },
  );
}

function eligibilityTests(language: Language) {
  const texts = testContent("eligibility", language);

  webkit.test(
    "eligibility: a graduate answers every question and learns they can apply",
    NARROWEST,
    pagePath("eligibility", language),
    async (page) => {
      // Each step puts its number in the address, and the page may draw its main part anew: the
      // controls are looked up in the whole page, where their names are unique.
      await page.click(await page.findByRole(null, "button", texts.intro.start));
      for (const { question, role, name, typed } of eligibleGraduateAnswers(language)) {
        await page.findByRole(null, "heading", question);
        const control = await page.findByRole(null, role, name);
        if (typed === undefined) await page.click(control);
        else await page.session.type(control, typed);
        await page.waitUntil(
          control,
          `the answer “${typed ?? name}” to be given`,
          (input, text) =>
            input instanceof HTMLInputElement &&
            (text === "" ? input.checked : input.value === text),
          typed ?? "",
        );
        await page.click(await page.findByRole(null, "button", texts.continue));
      }
      const result = await page.findByRole(
        null,
        "heading",
        eligibleResultHeading(language, Date.now()),
      );
      await page.waitUntil(result, "the result's heading to have focus", hasFocus);
    },
  );
}

function contactFormTests(language: Language) {
  const { form } = testContent("contact", language);

  webkit.test(
    "contact form: sending it empty lists what is missing, each linking to its field",
    NARROWEST,
    pagePath("contact", language),
    async (page) => {
      const contactForm = await page.findByRole(null, "form", form.heading);
      await page.click(await page.findByRole(contactForm, "button", form.submit));

      const summary = await page.findByRole(contactForm, "alert");
      await page.findByRole(summary, "heading", form.errors.summaryTitle);
      await page.findByRole(summary, "link", form.errors.fullname.required);
      await page.click(await page.findByRole(summary, "link", form.errors.email.required));
      const email = await page.findByRole(contactForm, "textbox", form.fields.email.label);
      await page.waitUntil(email, "the email field to have focus", hasFocus);
      const sends = await page.session.run(
        (sendUrl: string) =>
          performance.getEntriesByType("resource").filter((entry) => entry.name.startsWith(sendUrl))
            .length,
        `${STUB_ORIGIN}${SEND_FORM_PATH}`,
      );
      assert.equal(sends, 0, "nothing is sent while the form has errors");
    },
  );
}

function shareTests(language: Language) {
  const { share, programme2025 } = testContent("programme", language);
  const { newTab } = testContent("ui", language);

  webkit.test(
    "share: without Web Share, the button shows links to each service, and hides them again",
    NARROWEST,
    homePath(language),
    async (page) => {
      assert.equal(
        await page.session.run(() => "share" in navigator),
        false,
        "this WebKit offers Web Share: test the native sheet instead",
      );
      const section = await page.findByRole(null, "region", programme2025.heading);
      const button = await page.findByRole(section, "button", share.pageLabel);
      await page.click(button);
      await page.waitUntil(button, "the Share button to say it is expanded", isExpanded);
      const list = await page.findByRole(section, "list", share.listLabel);
      const { whatsapp, telegram, linkedin, email } = share.channels;
      for (const service of [whatsapp, telegram, linkedin]) {
        await page.findByRole(list, "link", `${service} ${newTab}`);
      }
      await page.findByRole(list, "link", email);

      await page.click(button);
      await page.waitUntil(list, "a second click to hide the links", isHidden);
    },
  );
}

function sectionLinkTests(language: Language) {
  const { hostCompanies } = testContent("programme", language);

  // WebKit keeps nothing in place when a part above the screen changes height: the page does.
  webkit.test(
    "a link to a section lands on it, and it stays there while the page lays itself out",
    NARROWEST,
    `${homePath(language)}#${PROGRAMME_SECTION_IDS.hostCompanies}`,
    async (page) => {
      const section = await page.findByRole(null, "region", hostCompanies.heading);
      await page.waitUntil(
        section,
        "the page to be laid out in full",
        isLaidOut,
        LAYOUT_STEPS.layingOut,
      );
      const offset = await page.session.run(
        (element) =>
          element.getBoundingClientRect().top -
          Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        section as unknown as Element,
      );
      assert.ok(Math.abs(offset) <= 1, `the section is ${offset} px from where the link put it`);
    },
  );
}

function partnerRowTests(language: Language) {
  const { partners } = testContent("programme", language);

  // From the top of the page, where the row stands still until the visitor nears it: a screen
  // reader has met its list by then, and it must still be a list, named, once it moves.
  webkit.test(
    "partner row: moves once scrolled to, a list with every logo drawn; its button says pause or play",
    NARROWEST,
    homePath(language),
    async (page) => {
      const section = await page.findByRole(null, "region", partners.heading);
      await page.findByRole(section, "list");
      await page.scrollTo(section);
      const list = await page.findByRole(section, "list", partners.logosLabel);
      const logoCount = String(partners.logos.length);
      await page.waitUntil(list, "the row to move", movesWithEveryLogoDrawn, logoCount);

      // The row rests under the pointer too, and WebKitGTK keeps the pointer over the button after
      // a click (a WebDriver move away leaves it `:hover`): the Chromium and Firefox suites see it
      // stop and go; here the button says what it will do next.
      await page.click(await page.findByRole(section, "button", partners.pause));
      await page.click(await page.findByRole(section, "button", partners.play));
      await page.findByRole(section, "button", partners.pause);
    },
  );
}

for (const language of languages) {
  describe(`WebKit in ${NARROWEST.name}, ${LANGUAGES[language].name}`, () => {
    sectionLinkTests(language);
    menuTests(language);
    faqTests(language);
    searchTests(language);
    eligibilityTests(language);
    contactFormTests(language);
    shareTests(language);
    partnerRowTests(language);
  });
}
