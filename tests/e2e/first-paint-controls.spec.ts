/**
 * Controls from the first paint to hydration
 * (docs/decisions/012-without-javascript-and-before-hydration.md).
 * Each test holds back the page's script files, so the page is as a slow phone shows it between
 * its first paint and hydration: the HTML, its styles and its inline scripts. A control the
 * visitor can see works then, or holds the tap and carries it out once the app runs. Then the
 * scripts are let through and the page hydrates, and what the visitor opened stays open.
 */
import type { Page } from "@playwright/test";
import { type Language, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, expectModal, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import {
  FORM_TEXTS,
  fillContactForm,
  recordedSends,
  SUCCESS_TEXT,
  sampleValues,
  uniqueEmail,
} from "./support/contact-form.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { PHONE_ONLY } from "./support/widths.ts";

/** Holds every script file the page asks for until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` and resolves once it has painted. The fixture's `page.goto` waits for hydration,
 * which held scripts never reach; the frame's own `goto` does not wait for it.
 */
async function openPainted(page: Page, path: string) {
  await page.mainFrame().goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

// The not-found pages answer 404, which the browser logs.
test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

/** Resolves once the page has hydrated, however long its released scripts take on a busy machine. */
const hydration = (page: Page) =>
  page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/** Focus is inside `dialog` (or on the browser's own controls) after each of ten Tabs. */
async function expectFocusHeldIn(page: Page, dialog: ReturnType<Page["getByRole"]>) {
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate(
      (element) =>
        element.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
}

test.describe("before the scripts run, every control in sight answers a tap", () => {
  for (const { path } of VISITED_PAGES) {
    test(`${path}: each button opens what it discloses or holds the tap, busy`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await openPainted(page, path);
      const buttons = page.getByRole("button");
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const button = buttons.nth(index);
        const name = await button.evaluate((element) => element.textContent?.trim() ?? "");
        await button.click();
        await expect
          .poll(
            () =>
              button.evaluate(
                (element) =>
                  element.getAttribute("aria-busy") === "true" ||
                  document.querySelector(":popover-open") !== null,
              ),
            { message: `"${name}" did nothing` },
          )
          .toBe(true);
        await page.keyboard.press("Escape");
        await expect(page.locator(":popover-open")).toHaveCount(0);
      }
      release();
      await hydration(page);
    });
  }
});

// The menu button shows below the desktop breakpoint.
test.describe("the menu before the scripts run", PHONE_ONLY, () => {
  for (const { path, ui } of VISITED_PAGES) {
    test(`${path}: opens on the first tap, closes on Escape, and stays open and managed when the page hydrates`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await openPainted(page, path);
      const button = page.getByRole("button", { name: ui.header.openMenu });
      const menu = page.getByRole("dialog", { name: ui.header.menuTitle });

      await button.tap();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("button", { name: ui.header.closeMenu })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await button.tap();
      await expect(menu).toBeVisible();
      release();
      await hydration(page);
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("button", { name: ui.header.closeMenu })).toBeFocused();
      // Now modal: the page behind is inert and still.
      await expectModal(menu);
      await expectFocusHeldIn(page, menu);
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    });
  }

  for (const language of ["en", "ms"] as const satisfies Language[]) {
    const { ui } = VISITED_PAGES.find((visited) => visited.language === language) ?? {};
    if (!ui) throw new Error(`No page in ${language}`);
    const { navigation } = testContent("site", language);
    const linkTo = (end: string) => {
      const item = navigation.find((candidate) => candidate.href.endsWith(end));
      if (!item) throw new Error(`No menu item ending in ${end}`);
      return item;
    };
    const programme = pagePath("programme", language);
    const faqItem = linkTo("#faq");
    const contactItem = linkTo("contact-us");

    test(`${programme}: its links work; one into the page closes it`, async ({ page }) => {
      await holdScripts(page);
      await openPainted(page, programme);
      const button = page.getByRole("button", { name: ui.header.openMenu });
      const menu = page.getByRole("dialog", { name: ui.header.menuTitle });
      await button.tap();
      await menu.getByRole("link", { name: faqItem.label }).tap();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${faqItem.href}$`));

      await button.tap();
      await menu.getByRole("link", { name: contactItem.label }).tap();
      await expect(page).toHaveURL(new RegExp(`${contactItem.href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test(`${programme}: works by keyboard, and its close button closes it before and after hydration`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await openPainted(page, programme);
      const button = page.getByRole("button", { name: ui.header.openMenu });
      const menu = page.getByRole("dialog", { name: ui.header.menuTitle });
      const close = menu.getByRole("button", { name: ui.header.closeMenu });

      await button.focus();
      await page.keyboard.press("Enter");
      await expect(close).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      // Opened, the visitor has moved on to a link when the page hydrates: they stay there.
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      const firstLink = menu.getByRole("link").first();
      await expect(firstLink).toBeFocused();
      release();
      await hydration(page);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(firstLink).toBeFocused();
      await close.click();
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });
  }
});

for (const language of ["en", "ms"] as const satisfies Language[]) {
  const path = pagePath("programme", language);
  const { share } = testContent("programme", language);
  const faq = testContent("faq", language);

  test.describe(`${path} before the scripts run`, () => {
    test("Share lists its links, by tap or keyboard; Copy link joins once the page hydrates", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await openPainted(page, path);
      const button = page.getByRole("button", { name: share.pageLabel }).first();
      const list = page.getByRole("list", { name: share.listLabel });

      await button.click();
      await expect(list).toBeVisible();
      const whatsapp = list.getByRole("link", { name: new RegExp(`^${share.channels.whatsapp}`) });
      await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
      await expect(list.getByRole("link", { name: share.channels.email })).toHaveAttribute(
        "href",
        /^mailto:/,
      );
      await expect(list.getByRole("button", { name: share.copyLink })).toHaveCount(0);
      await button.click();
      await expect(list).toBeHidden();

      await button.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(whatsapp).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(list).toBeVisible();
      release();
      await hydration(page);
      await expect(list).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(list.getByRole("button", { name: share.copyLink })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });

    test("a FAQ tab chosen is shown once the page hydrates", async ({ page }) => {
      const release = await holdScripts(page);
      await openPainted(page, path);
      const [, secondTab] = faq.tabs;
      if (!secondTab) throw new Error("faq.yaml needs two tabs");
      const tab = page
        .getByRole("tablist", { name: faq.tabsLabel })
        .getByRole("tab", { name: secondTab.label });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-busy", "true");
      release();
      await hydration(page);
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: secondTab.label })).toBeVisible();
      await expect(tab).not.toHaveAttribute("aria-busy");
    });
  });
}

// The same search button at every size.
test.describe("search before the scripts run", PHONE_ONLY, () => {
  for (const { path, language } of VISITED_PAGES) {
    const texts = testContent("search", language);
    test(`${path}: a press is held, busy, and opens search once the page hydrates`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await openPainted(page, path);
      const button = page.getByRole("banner").getByRole("button", {
        name: texts.button,
        exact: true,
      });
      const dialog = page.getByRole("dialog", { name: texts.title });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-busy", "true");
      await expect(dialog).toHaveCount(0);

      release();
      await hydration(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: texts.inputLabel })).toBeFocused();
      await expect(button).not.toHaveAttribute("aria-busy");
      // Opened once: Escape closes it for good and gives focus back.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

// The same form at every size.
test.describe("the contact form before the scripts run", PHONE_ONLY, () => {
  test("keeps what was typed, and Send pressed meanwhile sends it once the page hydrates", async ({
    page,
    request,
  }, testInfo) => {
    const release = await holdScripts(page);
    await openPainted(page, "/contact-us");
    const values = sampleValues(uniqueEmail(testInfo, "early"));
    await fillContactForm(page, values);
    const send = page.getByRole("button", { name: FORM_TEXTS.submit });
    await send.click();
    await expect(send).toHaveAttribute("aria-busy", "true");
    // Not sent as a plain HTML form either.
    await expect(page).toHaveURL(/\/contact-us$/);

    release();
    await hydration(page);
    await expect(page.getByRole("status").filter({ hasText: SUCCESS_TEXT })).toBeVisible();
    const sends = await recordedSends(request, values.email);
    expect(sends).toHaveLength(1);
    // A form sent as multipart ends its lines with CRLF.
    expect(sends[0]?.fields).toMatchObject({
      ...values,
      message: values.message.replaceAll("\n", "\r\n"),
    });
  });
});
