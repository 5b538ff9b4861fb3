import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { FaqContent } from "#app/content/schema.ts";
import { loadContentFile } from "#app/content/content-files.ts";
import { writtenDay } from "#app/content/written-dates.ts";
import { LANGUAGES } from "#app/site-manifest.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { DESCRIBED_INTAKE, literal } from "./support/intake.ts";
import { paragraphsIn } from "./support/content.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { PHONE_ONLY } from "./support/widths.ts";

const faq = loadContentFile(
  join(import.meta.dirname, "../../app/content/en/faq.yaml"),
) as FaqContent;
const [aboutTab, courseTab, ojtTab] = faq.tabs;
if (!aboutTab || !courseTab || !ojtTab) throw new Error("faq.yaml needs three tabs");
const SCROLL_MARGIN = 80;

function item(id: string) {
  const found = faq.tabs.flatMap((tab) => tab.items).find((entry) => entry.id === id);
  if (!found) throw new Error(`faq.yaml has no question ${id}`);
  return found;
}

/** The questions of a tab's left and right column (the first half of the list goes left). */
function columnsOf(tab: FaqContent["tabs"][number]) {
  const half = Math.ceil(tab.items.length / 2);
  return [tab.items.slice(0, half), tab.items.slice(half)] as const;
}

/**
 * The paragraphs of a question's answer, as text (visually hidden words kept: the page holds
 * them too), for finding the answer on the page.
 */
function paragraphsOf(entry: { body: string } | undefined): string[] {
  return paragraphsIn((entry?.body ?? "").replaceAll('<span class="visually-hidden">', "<span>"));
}

/** Any question's "Copy link" button, by the accessible name the content gives it. */
const COPY_LINK_NAME = new RegExp(
  `^${literal(faq.copyLinkLabel).replace(literal("{question}"), ".*")}$`,
);

const section = (page: Page) => page.getByRole("region", { name: faq.heading });

/** A question's disclosure: the `<details>` whose summary reads the title. */
function question(page: Page, title: string): Locator {
  return section(page).locator("details", {
    has: page.locator("summary").getByText(title, { exact: true }),
  });
}

function summary(page: Page, title: string): Locator {
  return question(page, title).locator("summary");
}

async function expectOpen(disclosure: Locator, open: boolean) {
  await expect(disclosure).toHaveJSProperty("open", open);
}

async function expectSelectedTab(page: Page, label: string) {
  const tab = section(page).getByRole("tab", { name: label });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(tab).toHaveAttribute("tabindex", "0");
  await expect(section(page).getByRole("tabpanel")).toHaveCount(1);
  await expect(section(page).getByRole("tabpanel", { name: label })).toBeVisible();
}

/** Whether the page could scroll further down (short pages cannot bring a target to the margin). */
async function canScrollFurther(page: Page) {
  return page.evaluate(
    () => window.scrollY < document.documentElement.scrollHeight - window.innerHeight - 1,
  );
}

async function expectScrolledToMargin(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const top = async () => (await target.boundingBox())?.y ?? Number.NaN;
  // Smooth scrolling: wait until it settles at the margin, or at the bottom of the page.
  await expect
    .poll(
      async () => Math.abs((await top()) - SCROLL_MARGIN) < 2 || !(await canScrollFurther(page)),
    )
    .toBe(true);
  expect(await top()).toBeGreaterThanOrEqual(SCROLL_MARGIN - 2);
}

/** Navigates inside the app the way a site link or a search result does (React Router, no reload). */
async function clientNavigate(page: Page, to: string) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate((path) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
    ).__reactRouterDataRouter;
    router.navigate(path);
  }, to);
}

// The tabs' and answers' logic runs once, on a phone; what the width changes (columns, scrolling
// below the header, axe on each tab) runs at both.
test.describe("FAQ", () => {
  test(
    "starts on About K-Youth with the first question of each column open",
    PHONE_ONLY,
    async ({ page }) => {
      await page.goto("/k-youth");
      await expect(section(page).getByRole("heading", { level: 2 })).toHaveText(faq.heading);
      const tabs = section(page).getByRole("tablist", { name: faq.tabsLabel }).getByRole("tab");
      await expect(tabs).toHaveText(faq.tabs.map((tab) => tab.label));
      await expectSelectedTab(page, aboutTab.label);
      for (const column of columnsOf(aboutTab)) {
        for (const [position, entry] of column.entries()) {
          await expectOpen(question(page, entry.title), position === 0);
        }
      }
      const [left, right] = columnsOf(aboutTab);
      await expect(
        question(page, left[0]?.title ?? "").getByText(paragraphsOf(left[0])[0] ?? ""),
      ).toBeVisible();
      await expect(
        question(page, right[0]?.title ?? "").getByText(paragraphsOf(right[0])[0] ?? ""),
      ).toBeVisible();
      expect(page.url()).toMatch(/\/k-youth$/);
    },
  );

  test(
    "switches tab by mouse, records it in the URL, and keeps it on reload",
    PHONE_ONLY,
    async ({ page }) => {
      await page.goto("/k-youth");
      // The tabs themselves in view, so clicking one needs no scrolling by the test runner.
      await section(page).getByRole("tablist").scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await section(page).getByRole("tab", { name: courseTab.label }).click();
      await expectSelectedTab(page, courseTab.label);
      await expect(page).toHaveURL(/\/k-youth#faq-about-the-course$/);
      // The answer gives the training start of the intake the page describes.
      const trainingStart = writtenDay(DESCRIBED_INTAKE.trainingStart.date, LANGUAGES.en.tag);
      await expect(
        question(page, item("start-date").title).getByText(trainingStart, { exact: true }),
      ).toBeVisible();
      // Choosing a tab does not move the page.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);

      await section(page).getByRole("tab", { name: ojtTab.label }).click();
      await expectSelectedTab(page, ojtTab.label);
      await expect(page).toHaveURL(/#faq-about-the-on-the-job-training$/);

      await page.reload();
      await expectSelectedTab(page, ojtTab.label);
      await expectOpen(question(page, item("what-is-ojt").title), true);
    },
  );

  test(
    "switches tab by keyboard: arrows wrap, Home and End, Tab moves into the panel",
    PHONE_ONLY,
    async ({ page }) => {
      await page.goto("/k-youth");
      const tab = (label: string) => section(page).getByRole("tab", { name: label });
      await tab(aboutTab.label).focus();

      await page.keyboard.press("ArrowRight");
      await expect(tab(courseTab.label)).toBeFocused();
      await expectSelectedTab(page, courseTab.label);
      await page.keyboard.press("ArrowRight");
      await expectSelectedTab(page, ojtTab.label);
      await page.keyboard.press("ArrowRight");
      await expect(tab(aboutTab.label)).toBeFocused();
      await expectSelectedTab(page, aboutTab.label);
      await page.keyboard.press("ArrowLeft");
      await expectSelectedTab(page, ojtTab.label);
      await page.keyboard.press("Home");
      await expect(tab(aboutTab.label)).toBeFocused();
      await expectSelectedTab(page, aboutTab.label);
      await page.keyboard.press("End");
      await expect(tab(ojtTab.label)).toBeFocused();
      await expectSelectedTab(page, ojtTab.label);
      await expect(page).toHaveURL(/#faq-about-the-on-the-job-training$/);

      // Only the selected tab is in the Tab order: Tab goes on to the panel's first question.
      await page.keyboard.press("Tab");
      await expect(summary(page, item("what-is-ojt").title)).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(tab(ojtTab.label)).toBeFocused();
    },
  );

  test("each column keeps at most one answer open", PHONE_ONLY, async ({ page }) => {
    await page.goto("/k-youth");
    const [left, right] = columnsOf(aboutTab);
    const [leftFirst, leftSecond, leftThird] = left.map((entry) => question(page, entry.title));
    const rightFirst = question(page, right[0]?.title ?? "");
    if (!leftFirst || !leftSecond || !leftThird)
      throw new Error("the left column needs 3 questions");

    // Opening another question closes the open one in the same column only.
    await summary(page, left[1]?.title ?? "").click();
    await expectOpen(leftSecond, true);
    await expectOpen(leftFirst, false);
    await expectOpen(rightFirst, true);
    await expect(leftSecond.getByRole("paragraph").first()).toBeVisible();

    // Clicking the open question closes it, leaving the column with none open.
    await summary(page, left[1]?.title ?? "").click();
    await expectOpen(leftSecond, false);
    for (const entry of left) await expectOpen(question(page, entry.title), false);
    await expectOpen(rightFirst, true);

    // The keyboard works the same way.
    await summary(page, left[2]?.title ?? "").focus();
    await page.keyboard.press("Enter");
    await expectOpen(leftThird, true);
    await summary(page, left[0]?.title ?? "").focus();
    await page.keyboard.press("Space");
    await expectOpen(leftFirst, true);
    await expectOpen(leftThird, false);
  });

  test(
    "answers open in 300 ms, taking their room at once, and instantly under reduced motion",
    PHONE_ONLY,
    async ({ page }) => {
      const duration = (target: Locator) =>
        target.evaluate(
          (element) => getComputedStyle(element, "::details-content").transitionDuration,
        );
      await page.goto("/k-youth");
      const first = question(page, aboutTab.items[0]?.title ?? "");
      expect(await duration(first)).toMatch(/^0\.3s/);

      // The page below an opening answer moves once, not in every frame of the 300 ms.
      const closed = question(page, columnsOf(aboutTab)[0][1]?.title ?? "");
      // In view: the browser does not run the animations of what it skips off the screen.
      await closed.scrollIntoViewIfNeeded();
      const [opened, settled] = await closed.evaluate(async (details) => {
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        details.querySelector("summary")?.click();
        await nextFrame();
        await nextFrame();
        const height = () => details.getBoundingClientRect().height;
        const atOnce = height();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return [atOnce, height()];
      });
      expect(opened).toBeGreaterThan(0);
      expect(opened).toBe(settled);

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.reload();
      expect(await duration(first)).toMatch(/^0s/);
    },
  );

  test("shows two columns on wide screens and one on phones, in reading order", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/k-youth");
    const [left, right] = columnsOf(aboutTab);
    const leftFirst = await summary(page, left[0]?.title ?? "").boundingBox();
    const leftLast = await summary(page, left.at(-1)?.title ?? "").boundingBox();
    const rightFirst = await summary(page, right[0]?.title ?? "").boundingBox();
    if (!leftFirst || !leftLast || !rightFirst) throw new Error("questions not laid out");
    if (isMobile) {
      expect(rightFirst.x).toBeCloseTo(leftFirst.x, 0);
      expect(rightFirst.y).toBeGreaterThan(leftLast.y);
    } else {
      expect(rightFirst.x).toBeGreaterThan(leftFirst.x + leftFirst.width);
      expect(rightFirst.y).toBeCloseTo(leftFirst.y, 0);
    }
  });

  test.describe("deep links on a fresh load", () => {
    test("open a question in another tab and scroll it below the header", async ({ page }) => {
      const target = item("job-before-or-during");
      await page.goto(`/k-youth#faq-${target.id}`);
      await expectSelectedTab(page, courseTab.label);
      const disclosure = question(page, target.title);
      await expectOpen(disclosure, true);
      // It took the place of the column's first open question.
      await expectOpen(question(page, item("full-time-commitment").title), false);
      await expectScrolledToMargin(page, disclosure);
      await expect(disclosure.getByText(paragraphsOf(target).at(-1) ?? "")).toBeVisible();
    });

    test("open a closed question of the default tab", async ({ page }) => {
      const target = item("certificate");
      await page.goto(`/k-youth#faq-${target.id}`);
      await expectSelectedTab(page, aboutTab.label);
      await expectOpen(question(page, target.title), true);
      await expectOpen(question(page, item("cost").title), false);
      await expectScrolledToMargin(page, question(page, target.title));
    });

    for (const url of [
      "/k-youth#faq-about-the-on-the-job-training",
      "/k-youth?faq=about-the-on-the-job-training",
    ]) {
      test(`select a tab and bring the FAQ into view: ${url}`, async ({ page }) => {
        await page.goto(url);
        await expectSelectedTab(page, ojtTab.label);
        await expectScrolledToMargin(page, section(page));
      });
    }
  });

  test.describe("deep links after the page has loaded", () => {
    test("a link from another page opens the question (client-side navigation)", async ({
      page,
    }) => {
      await page.goto("/contact-us");
      const target = item("what-is-ojt");
      await clientNavigate(page, `/k-youth#faq-${target.id}`);
      await expect(page).toHaveURL(/\/k-youth#faq-what-is-ojt$/);
      await expectSelectedTab(page, ojtTab.label);
      await expectOpen(question(page, target.title), true);
      await expectScrolledToMargin(page, question(page, target.title));
      // Keyboard and screen reader users continue from the question they were sent to.
      await expect(summary(page, target.title)).toBeFocused();
    });

    test("a link inside an answer opens the question it names, in its tab", async ({ page }) => {
      await page.goto("/k-youth");
      await summary(page, item("certificate").title).click();
      await question(page, item("certificate").title)
        .getByRole("link", { name: item("courses").title })
        .click();
      await expect(page).toHaveURL(/#faq-courses$/);
      await expectSelectedTab(page, courseTab.label);
      await expectOpen(question(page, item("courses").title), true);
      await expectScrolledToMargin(page, question(page, item("courses").title));
    });

    test("a hash changed in the address bar, and back, are followed", async ({ page }) => {
      await page.goto("/k-youth");
      await page.evaluate(() => {
        window.location.hash = "#faq-is-ojt-paid";
      });
      await expectSelectedTab(page, ojtTab.label);
      await expectOpen(question(page, item("is-ojt-paid").title), true);
      await page.goBack();
      await expect(page).toHaveURL(/\/k-youth$/);
      // A URL that names nothing in the FAQ leaves it as it is.
      await expectSelectedTab(page, ojtTab.label);
    });
  });

  test.describe("bad addresses fall back to the default state", PHONE_ONLY, () => {
    for (const url of [
      "/k-youth#faq-no-such-question",
      "/k-youth#faq-about-the-weather",
      "/k-youth#faq-%E0%A4%A",
      "/k-youth#faq-<img src=x onerror=alert(1)>",
      `/k-youth#faq-${"x".repeat(3000)}`,
      "/k-youth?faq=bogus",
      "/k-youth?faq=%E0%A4%A",
    ]) {
      test(url.slice(0, 40), async ({ page }) => {
        await page.goto(url);
        await expectSelectedTab(page, aboutTab.label);
        await expectOpen(question(page, aboutTab.items[0]?.title ?? ""), true);
        await expect(section(page).locator("img")).toHaveCount(0);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    }

    test("a question of another tab than the query names is not opened", async ({ page }) => {
      await page.goto("/k-youth?faq=about-the-course#faq-certificate");
      await expectSelectedTab(page, courseTab.label);
      await expectOpen(question(page, item("start-date").title), true);
      await expectOpen(question(page, item("certificate").title), false);
    });
  });

  test(
    "copies a question's link and announces it",
    PHONE_ONLY,
    async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/k-youth");
      // The right column's first question, open when the page loads.
      const [, [shown]] = columnsOf(aboutTab);
      if (!shown) throw new Error("the first tab needs a second column");
      const answer = question(page, shown.title);
      const button = answer.getByRole("button", {
        name: formatMessage(faq.copyLinkLabel, { question: shown.title }),
      });
      await expect(button).toHaveText(faq.copyLink);
      await button.click();
      await expect(answer.getByRole("status")).toHaveText(faq.linkCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${baseURL}/k-youth#faq-${shown.id}`,
      );
    },
  );

  // One page for every tab: the page loads once, and axe's later runs in it take about 70 % of its first.
  test("has no axe violations with each tab active", async ({ page }) => {
    await page.goto("/k-youth");
    for (const tab of faq.tabs) {
      await section(page).getByRole("tab", { name: tab.label }).click();
      await expectSelectedTab(page, tab.label);
      await expectNoAxeViolations(page, `FAQ tab ${tab.slug}`);
    }
  });
});

test.describe("FAQ with JavaScript off", PHONE_ONLY, () => {
  test.use({ javaScriptEnabled: false });

  test("every tab's questions are shown under their own heading, every answer is in the page", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    await expect(section(page).getByRole("tablist")).toBeHidden();
    for (const tab of faq.tabs) {
      await expect(section(page).getByRole("heading", { level: 3, name: tab.label })).toBeVisible();
      for (const entry of tab.items) {
        await expect(summary(page, entry.title)).toBeVisible();
        expect(await question(page, entry.title).innerHTML()).toContain(entry.body);
      }
    }
    await expect(section(page).getByRole("button", { name: COPY_LINK_NAME })).toHaveCount(0);
    // Native disclosures still open and close, one per column.
    const [left] = columnsOf(courseTab);
    await summary(page, left[1]?.title ?? "").click();
    await expectOpen(question(page, left[1]?.title ?? ""), true);
    await expectOpen(question(page, left[0]?.title ?? ""), false);
    await expect(
      question(page, left[1]?.title ?? "").getByText(paragraphsOf(left[1])[0] ?? ""),
    ).toBeVisible();
  });

  test("a link to a tab lands on its heading", async ({ page }) => {
    await page.goto("/k-youth#faq-about-the-course");
    await expect(
      section(page).getByRole("heading", { level: 3, name: courseTab.label }),
    ).toBeInViewport();
  });
});
