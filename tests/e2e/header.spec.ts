import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { FAQ_SECTION_ID } from "#app/lib/faq-location.ts";
import { LAYOUT_STEPS } from "#app/lib/layout-steps.ts";
import { testContent } from "#app/test/content.ts";
import { expect, expectModal, NOT_FOUND_RESPONSE, scrollTo, test } from "./fixtures.ts";
import { literal, PROGRAMME_ANCHOR } from "./support/intake.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { navigationLabel } from "./support/content.ts";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths.ts";

const site = testContent("site");
const ui = testContent("ui");
const startsWith = (text: string) => new RegExp(`^${literal(text)}`);

test.describe("header", () => {
  // The desktop navigation shows at 1366 px.
  test("links to every part of the site, the logo going home", DESKTOP_ONLY, async ({ page }) => {
    await page.goto("/contact-us");
    const nav = page.getByRole("navigation", { name: ui.header.navLabel });
    const external = (href: string) => /^https?:/.test(href);
    for (const { label, href } of site.navigation) {
      // An external link's name goes on with notes: a sample, a new tab.
      const name = external(href) ? startsWith(label) : label;
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // The menu's programme link leads to the section about the intake the page describes.
    await expect(nav.locator(`a[href="/k-youth#${PROGRAMME_ANCHOR}"]`)).toHaveCount(1);
    const aboutUs = nav.getByRole("link", { name: startsWith(site.links.aboutUs.label) });
    await expect(aboutUs).toHaveAttribute("target", "_blank");
    await expect(aboutUs).toHaveAttribute("rel", "noopener noreferrer");
    const contact = site.navigation.find(({ href }) => href === "/contact-us");
    await expect(nav.getByRole("link", { name: contact?.label })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page
      .getByRole("link", { name: `${site.programme.shortName} ${ui.header.logoSuffix}` })
      .click();
    await expect(page).toHaveURL(/\/k-youth$/);
  });

  test("sticks to the top only after 118 px of scroll, without moving the page", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    const bar = page.locator("header > div").first();
    const mainTop = () =>
      page.evaluate(() => document.querySelector("main")?.getBoundingClientRect().top ?? 0);

    await scrollTo(page, 118);
    await expect(bar).toHaveCSS("position", "static");
    const before = await mainTop();

    await scrollTo(page, 119);
    await expect(bar).toHaveCSS("position", "fixed");
    expect(await mainTop()).toBeCloseTo(before - 1, 0);
    await expect(bar).toBeInViewport();

    await scrollTo(page, 0);
    await expect(bar).toHaveCSS("position", "static");
  });
});

test.describe("header at desktop width", DESKTOP_ONLY, () => {
  // Each page loads its own CSS chunks; the header must not depend on their order.
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });
  for (const { path, ui } of VISITED_PAGES) {
    test(`${path} shows the full menu and no menu button`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: ui.header.navLabel })).toBeVisible();
      await expect(page.getByRole("button", { name: ui.header.openMenu })).toBeHidden();
    });
  }
});

// The menu button shows below the desktop breakpoint.
test.describe("mobile menu", PHONE_ONLY, () => {
  test("opens by keyboard, holds focus, and closes with Escape back on its button", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    const button = page.getByRole("button", { name: ui.header.openMenu });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");

    const menu = page.getByRole("dialog", { name: ui.header.menuTitle });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("button", { name: ui.header.closeMenu })).toBeFocused();
    await expectModal(menu);
    // The page behind is inert: Tab cycles through the menu (and the browser's own controls,
    // which a native modal dialog lets focus reach), never the page behind it.
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press("Tab");
      const focusInPage = await menu.evaluate(
        (dialog) =>
          dialog.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(focusInPage).toBe(true);
    }
    // The page behind cannot scroll while the menu is open.
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("closes with its close button and returns focus", async ({ page }) => {
    await page.goto("/contact-us");
    const button = page.getByRole("button", { name: ui.header.openMenu });
    await button.click();
    await page.getByRole("button", { name: ui.header.closeMenu }).click();
    await expect(page.getByRole("dialog", { name: ui.header.menuTitle })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("closes when the visitor follows a link", async ({ page }) => {
    await page.goto("/k-youth");
    await page.getByRole("button", { name: ui.header.openMenu }).click();
    const menu = page.getByRole("dialog", { name: ui.header.menuTitle });
    await menu.getByRole("link", { name: navigationLabel("contact") }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { name: testContent("contact").heading })).toBeVisible();
  });

  test("skips the page far behind it while open, and draws it again as it was once closed", async ({
    page,
  }) => {
    const sectionIds = [...Object.values(PROGRAMME_SECTION_IDS), FAQ_SECTION_ID];
    await page.goto("/k-youth");
    await expect
      .poll(() =>
        page.evaluate(
          (layingOut) => document.documentElement.hasAttribute(layingOut),
          LAYOUT_STEPS.layingOut,
        ),
      )
      .toBe(false);
    // What each section shows (its heading) is drawn, or skipped; and the height it takes.
    const sections = () =>
      page.evaluate(
        (ids) =>
          ids.map((id) => {
            const section = document.getElementById(id);
            return {
              id,
              drawn: section?.querySelector("h2")?.checkVisibility({ contentVisibilityAuto: true }),
              height: Math.round(section?.getBoundingClientRect().height ?? 0),
            };
          }),
        sectionIds,
      );
    const drawnIds = async () =>
      (await sections()).filter(({ drawn }) => drawn).map(({ id }) => id);
    const heights = async () => (await sections()).map(({ height }) => height);
    await expect.poll(drawnIds).toEqual(sectionIds);
    const heightsDrawn = await heights();

    await page.getByRole("button", { name: ui.header.openMenu }).click();
    await expectModal(page.getByRole("dialog", { name: ui.header.menuTitle }));
    const drawnBehindMenu = await drawnIds();
    // The first section is under the menu; the last, the FAQ, is several screens below.
    expect(drawnBehindMenu).toContain(sectionIds[0]);
    expect(drawnBehindMenu).not.toContain(sectionIds.at(-1));
    expect(await heights()).toEqual(heightsDrawn);

    await page.keyboard.press("Escape");
    await expect.poll(drawnIds).toEqual(sectionIds);
    expect(await heights()).toEqual(heightsDrawn);
  });

  test("is drawn in the frame after the tap, and makes the page behind inert only after that frame", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    const menu = page.getByRole("dialog", { name: ui.header.menuTitle });
    // What the next frame draws, read just before it is drawn: the menu, and whether the page
    // behind has been made inert (a restyle of the whole page) for that frame too.
    const menuElement = await page
      .getByRole("dialog", { name: ui.header.menuTitle, includeHidden: true })
      .elementHandle();
    const nextFrame = await page
      .getByRole("button", { name: ui.header.openMenu })
      .evaluate((button: HTMLElement, dialog) => {
        button.click();
        return new Promise<{ shown: boolean; modal: boolean }>((resolve) =>
          requestAnimationFrame(() =>
            resolve({
              shown: dialog?.checkVisibility() ?? false,
              modal: dialog?.matches(":modal") ?? false,
            }),
          ),
        );
      }, menuElement);
    expect(nextFrame).toEqual({ shown: true, modal: false });
    await expectModal(menu);
    await expect(menu.getByRole("button", { name: ui.header.closeMenu })).toBeFocused();
  });

  test("closes on a tap outside it", async ({ page }) => {
    await page.goto("/k-youth");
    await page.getByRole("button", { name: ui.header.openMenu }).click();
    await page.mouse.click(10, 400);
    await expect(page.getByRole("dialog", { name: ui.header.menuTitle })).toBeHidden();
  });
});
