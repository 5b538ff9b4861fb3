import type { Page } from "@playwright/test";
import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { FAQ_SECTION_ID } from "#app/lib/faq-location.ts";
import { LAYOUT_STEPS } from "#app/lib/layout-steps.ts";
import { homePath, languages } from "#app/site-manifest.ts";
import { expect, scrollTo, test } from "./fixtures.ts";
import { testContent } from "#app/test/content.ts";
import { navigationLabel } from "./support/content.ts";

async function topOf(page: Page, selector: string) {
  return page.evaluate(
    (target) => document.querySelector(target)?.getBoundingClientRect().top,
    selector,
  );
}

/** Whether the page could scroll the element up to the scroll margin (short pages cannot). */
async function canReachMargin(page: Page) {
  return page.evaluate(
    () => window.scrollY < document.documentElement.scrollHeight - window.innerHeight - 1,
  );
}

test.describe("navigation", () => {
  test("every route change shows the new page at its top at once, never gliding up to it", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    await scrollTo(page, 100_000);
    const leavingTitle = await page.title();
    // Where the window is scrolled in every frame drawn after the click, with the page it shows.
    await page.evaluate(() => {
      const frames: { title: string; scrollY: number }[] = [];
      Object.assign(window, { framesAfterClick: frames });
      const sample = () => {
        frames.push({ title: document.title, scrollY: window.scrollY });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: navigationLabel("contact") })
      .click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page).not.toHaveTitle(leavingTitle);
    // A smooth scroll to the top would take some hundreds of milliseconds, drawn frame by frame.
    await page.waitForTimeout(500);
    const framesOfNewPage = await page.evaluate(() =>
      (
        window as unknown as { framesAfterClick: { title: string; scrollY: number }[] }
      ).framesAfterClick
        .filter((frame) => frame.title === document.title)
        .map((frame) => frame.scrollY),
    );
    expect(framesOfNewPage.length).toBeGreaterThan(0);
    expect(framesOfNewPage.filter((scrollY) => scrollY !== 0)).toEqual([]);
  });

  test("a link with a hash lands on its section below the sticky header", async ({ page }) => {
    await page.goto("/contact-us");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: navigationLabel("/k-youth#faq") })
      .click();
    await expect(page).toHaveURL(/\/k-youth#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
    if (await canReachMargin(page)) {
      await expect.poll(() => topOf(page, "#faq")).toBeCloseTo(80, 0);
    }
  });

  test("a full load of /k-youth#faq lands on the FAQ", async ({ page }) => {
    await page.goto("/k-youth#faq");
    await expect(page.locator("#faq")).toBeInViewport();
    if (await canReachMargin(page)) {
      await expect.poll(() => topOf(page, "#faq")).toBeCloseTo(80, 0);
    }
  });

  for (const hash of [
    "#nothing-here",
    "#%E0%A4%A",
    "#<img src=x onerror=alert(1)>",
    `#${"x".repeat(3000)}`,
  ]) {
    test(`an unmatched hash (${hash.slice(0, 20)}) leaves the page at its top`, async ({
      page,
    }) => {
      await page.goto(`/k-youth${hash}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/contact-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: testContent("ui").skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("a long page laid out in steps after its first paint", () => {
  const isLaidOut = (page: Page) =>
    page.evaluate(
      (layingOut) => !document.documentElement.hasAttribute(layingOut),
      LAYOUT_STEPS.layingOut,
    );
  // Every part laid out in steps, the FAQ's columns among them, and the FAQ by name: it is the
  // last and largest part, and Firefox's readers meet it only once it is drawn.
  const sectionIds = [...Object.values(PROGRAMME_SECTION_IDS), FAQ_SECTION_ID];

  for (const language of languages) {
    test(`${homePath(language)} has every section drawn once it has settled, without a visitor scrolling`, async ({
      page,
    }) => {
      await page.goto(homePath(language));
      await expect.poll(() => isLaidOut(page)).toBe(true);
      // A skipped part's own box is drawn; what it holds is not.
      const skipped = await page.evaluate(
        ({ ids, step }) => {
          const sections = ids.map((id) => document.getElementById(id));
          const parts = [...sections, ...document.querySelectorAll(`[${step}]`)];
          return parts
            .filter((part) => part === null || part.checkVisibility())
            .filter(
              (part) =>
                part?.lastElementChild?.checkVisibility({ contentVisibilityAuto: true }) !== true,
            )
            .map((part) => part?.id || `a part in #${part?.closest("[id]")?.id ?? "?"}`);
        },
        { ids: sectionIds, step: LAYOUT_STEPS.step },
      );
      expect(skipped).toEqual([]);
    });

    test(`${homePath(language)}: a link to a section lands on it, and it stays there while the page lays itself out`, async ({
      page,
    }) => {
      const id = PROGRAMME_SECTION_IDS.hostCompanies;
      await page.goto(`${homePath(language)}#${id}`);
      await expect.poll(() => isLaidOut(page)).toBe(true);
      const offset = await page.evaluate((target) => {
        const section = document.getElementById(target);
        if (!section) return null;
        return (
          section.getBoundingClientRect().top -
          Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
        );
      }, id);
      expect(Math.abs(offset ?? Number.NaN)).toBeLessThanOrEqual(1);
    });
  }
});
