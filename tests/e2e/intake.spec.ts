import type { Page } from "@playwright/test";
import { formatMessage } from "#app/lib/format-message.ts";
import { languages, type Language, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import {
  AFTER_THE_LAST_WINDOW,
  DAYS_LEFT,
  INTAKE,
  LAST_INTAKE,
  layoutShiftScore,
  MOMENTS,
  watchLayoutShifts,
  writtenDates,
} from "./support/intake.ts";

/**
 * Every call to action follows the state of applications, worked out again from the visitor's
 * clock once the page runs: the built pages say what the real date gives (after the last window),
 * and Playwright's clock, set before the page loads, moves the visitor around the first intake's
 * window. Each state: the status everywhere the page invites applications, the right links, no
 * layout shift from the switch (CLS 0), no page error (fixtures.ts). The state "closed, next intake
 * known" needs a future intake in the data: app/features/intake/intake-call-to-action.test.tsx.
 */

function wordsOf(language: Language) {
  const programme = testContent("programme", language);
  const faq = testContent("faq", language);
  const howToApply = faq.tabs
    .flatMap((tab) => tab.items)
    .find((item) => item.id === faq.applicationStatusUnder);
  if (!howToApply) throw new Error("no FAQ answer shows the state of applications");
  return {
    programme,
    texts: programme.applications,
    howToApply,
    eligibility: testContent("eligibility", language),
    contact: testContent("contact", language),
    ui: testContent("ui", language),
  };
}

/** The status where the programme page invites applications: banner, About, Programme 2025. */
async function expectStatusOnProgrammePage(page: Page, language: Language, status: string) {
  const { programme } = wordsOf(language);
  await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
  for (const heading of [programme.about.heading, programme.programme2025.heading]) {
    await expect(
      page.getByRole("region", { name: heading }).getByText(status, { exact: true }),
    ).toBeVisible();
  }
}

/** "How do I apply?" opened: its answer ends with the same status and link. */
async function expectHowToApply(page: Page, language: Language, status: string, link: string) {
  const { howToApply } = wordsOf(language);
  const question = page.locator(`#faq-${howToApply.id}`);
  await question.getByText(howToApply.title, { exact: true }).click();
  await expect(question.getByText(status, { exact: true })).toBeVisible();
  await expect(question.getByRole("link", { name: link })).toBeVisible();
}

for (const language of languages) {
  const programmePath = pagePath("programme", language);
  const eligibilityPath = pagePath("eligibility", language);
  const { texts, ui, eligibility, contact } = wordsOf(language);
  const dates = writtenDates(INTAKE, language);
  // The application form is in English only: its links say so on pages in other languages.
  const englishOnly = language !== "en" && INTAKE.applicationForm.englishOnly === true;
  // A placeholder form also says it is a sample, after the language.
  const sample = INTAKE.applicationForm.sample === true;
  const apply = `${texts.apply}${englishOnly ? ` ${ui.englishOnly}` : ""}${sample ? ` ${ui.sample}` : ""} ${ui.newTab}`;
  const { name } = INTAKE;

  test.describe(`the state of applications (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await watchLayoutShifts(page);
    });

    test("before the window opens: the opening date and a calendar entry, no APPLY NOW", async ({
      page,
      request,
    }) => {
      await page.clock.setFixedTime(MOMENTS.beforeOpening);
      await page.goto(programmePath);
      const status = formatMessage(texts.status.upcoming, { name, opens: dates.opens });
      await expectStatusOnProgrammePage(page, language, status);
      expect(await layoutShiftScore(page)).toBe(0);
      await expectNoAxeViolations(page);
      await expect(page.getByRole("link", { name: apply })).toHaveCount(0);

      const calendar = page.getByRole("link", { name: texts.addToCalendar });
      await expect(calendar).toHaveCount(3);
      await expect(calendar.first()).toHaveAttribute("download", "");
      await expect(calendar.first()).toHaveAccessibleDescription(status);
      const entry = await request.get((await calendar.first().getAttribute("href")) ?? "");
      expect(entry.headers()["content-type"]).toMatch(/^text\/calendar/);
      const ics = await entry.text();
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain(`UID:k-youth-${INTAKE.year}-applications-open@`);
      expect(ics).toContain(`SUMMARY:${formatMessage(texts.calendar.summary, { name })}`);
      await expectHowToApply(page, language, status, texts.addToCalendar);
    });

    test("inside the window: APPLY NOW leads to the form and names the deadline", async ({
      page,
    }) => {
      await page.clock.setFixedTime(MOMENTS.inWindow);
      await page.goto(programmePath);
      const status = formatMessage(texts.status.open, { name, closes: dates.closes });
      await expectStatusOnProgrammePage(page, language, status);
      expect(await layoutShiftScore(page)).toBe(0);
      await expectNoAxeViolations(page);
      const links = page.getByRole("link", { name: apply });
      await expect(links).toHaveCount(3);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("href", INTAKE.applicationForm.url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleDescription(status);
      }
      await expectHowToApply(page, language, status, apply);
    });

    test("near the deadline: the days left, and APPLY NOW", async ({ page }) => {
      await page.clock.setFixedTime(MOMENTS.nearDeadline);
      await page.goto(programmePath);
      const status = formatMessage(texts.status.closingSoon, {
        name,
        days: DAYS_LEFT,
        closes: dates.closes,
      });
      await expectStatusOnProgrammePage(page, language, status);
      expect(await layoutShiftScore(page)).toBe(0);
      await expectNoAxeViolations(page);
      await expect(page.getByRole("link", { name: apply })).toHaveCount(3);
    });

    test("today, after the last window: closed on its date, and the ways to hear about the next", async ({
      page,
    }) => {
      expect(AFTER_THE_LAST_WINDOW, "a later intake is in the data: test its state here").toBe(
        true,
      );
      await page.goto(programmePath);
      const closed = writtenDates(LAST_INTAKE, language).closedOn;
      const status = `${formatMessage(texts.status.closed, { name: LAST_INTAKE.name, closedOn: closed })} ${texts.status.nextToBeAnnounced}`;
      await expectStatusOnProgrammePage(page, language, status);
      expect(await layoutShiftScore(page)).toBe(0);
      await expectNoAxeViolations(page);
      await expect(page.getByRole("link", { name: apply })).toHaveCount(0);
      await expect(page.getByRole("link", { name: texts.addToCalendar })).toHaveCount(0);
      await expectHowToApply(page, language, status, texts.askAboutNext);

      // The contact form, its subject already asking about the next intake.
      await page.getByRole("link", { name: texts.askAboutNext }).first().click();
      await expect(page).toHaveURL(
        `${pagePath("contact", language)}?subject=next-intake#contact-form-heading`,
      );
      const subject = contact.form.presetSubjects.find(({ id }) => id === "next-intake")?.text;
      await expect(
        page.getByRole("textbox", { name: new RegExp(`^${contact.form.fields.subject.label}`) }),
      ).toHaveValue(subject ?? "");
    });

    test("the eligibility check's introduction follows the same state", async ({ page }) => {
      await page.clock.setFixedTime(MOMENTS.inWindow);
      await page.goto(eligibilityPath);
      const requirements = page.getByRole("region", {
        name: eligibility.intro.requirementsHeading,
      });
      await expect(
        requirements.getByText(formatMessage(texts.status.open, { name, closes: dates.closes })),
      ).toBeVisible();
      await expect(requirements.getByRole("link", { name: apply })).toHaveAttribute(
        "href",
        INTAKE.applicationForm.url,
      );
      expect(await layoutShiftScore(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  });
}
