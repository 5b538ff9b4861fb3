import type { Page } from "@playwright/test";
import { formatMessage } from "#app/lib/format-message.ts";
import { languages, type Language, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import {
  AFTER_THE_LAST_WINDOW,
  DAYS_LEFT,
  INTAKES,
  LAST_INTAKE,
  layoutShifts,
  momentsOf,
  stateAt,
  statusAt,
  watchLayoutShifts,
  writtenDates,
} from "./support/intake.ts";

/**
 * Every call to action follows the state of applications, worked out again from the visitor's
 * clock once the page runs: Playwright's clock, set before the page loads, works every intake in
 * the data through its states (before its window, inside it, near its deadline) and then moves
 * after the last window. The first intake's "before" is upcoming; a later one's is "closed, next
 * intake known". Each state: the status everywhere the page invites applications, the right links,
 * no layout shift from the switch (CLS 0), no page error (fixtures.ts).
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

/** The status where the programme page invites applications: banner, About, the programme. */
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
  /**
   * APPLY NOW for an intake: a form in English only says so on pages in other languages, and a
   * placeholder form says it is a sample, after the language.
   */
  const applyFor = (intake: (typeof INTAKES)[number]) => {
    const englishOnly = language !== "en" && intake.applicationForm.englishOnly === true;
    const sample = intake.applicationForm.sample === true;
    return `${texts.apply}${englishOnly ? ` ${ui.englishOnly}` : ""}${sample ? ` ${ui.sample}` : ""} ${ui.newTab}`;
  };

  test.describe(`the state of applications (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await watchLayoutShifts(page);
    });

    for (const [index, intake] of INTAKES.entries()) {
      const moments = momentsOf(intake);
      const { name } = intake;
      const apply = applyFor(intake);

      test(`${name}, before its window opens: the opening date and a calendar entry, no APPLY NOW`, async ({
        page,
        request,
      }) => {
        // The first intake is upcoming; a later one is announced after the one before closed.
        expect(stateAt(moments.beforeOpening).kind).toBe(
          index === 0 ? "upcoming" : "closedNextKnown",
        );
        await page.clock.setFixedTime(moments.beforeOpening);
        await page.goto(programmePath);
        const status = statusAt(moments.beforeOpening, language);
        expect(status).toContain(writtenDates(intake, language).opens);
        await expectStatusOnProgrammePage(page, language, status);
        expect(await layoutShifts(page)).toEqual([]);
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
        expect(ics).toContain(`UID:k-youth-${intake.year}-applications-open@`);
        expect(ics).toContain(`SUMMARY:${formatMessage(texts.calendar.summary, { name })}`);
        await expectHowToApply(page, language, status, texts.addToCalendar);
      });

      test(`${name}, inside the window: APPLY NOW leads to the form and names the deadline`, async ({
        page,
      }) => {
        await page.clock.setFixedTime(moments.inWindow);
        await page.goto(programmePath);
        const status = formatMessage(texts.status.open, {
          name,
          closes: writtenDates(intake, language).closes,
        });
        expect(statusAt(moments.inWindow, language)).toBe(status);
        await expectStatusOnProgrammePage(page, language, status);
        expect(await layoutShifts(page)).toEqual([]);
        await expectNoAxeViolations(page);
        const links = page.getByRole("link", { name: apply });
        await expect(links).toHaveCount(3);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute("href", intake.applicationForm.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
          await expect(link).toHaveAccessibleDescription(status);
        }
        await expectHowToApply(page, language, status, apply);
      });

      test(`${name}, near the deadline: the days left, and APPLY NOW`, async ({ page }) => {
        await page.clock.setFixedTime(moments.nearDeadline);
        await page.goto(programmePath);
        const status = formatMessage(texts.status.closingSoon, {
          name,
          days: DAYS_LEFT,
          closes: writtenDates(intake, language).closes,
        });
        expect(statusAt(moments.nearDeadline, language)).toBe(status);
        await expectStatusOnProgrammePage(page, language, status);
        expect(await layoutShifts(page)).toEqual([]);
        await expectNoAxeViolations(page);
        await expect(page.getByRole("link", { name: apply })).toHaveCount(3);
        await expect(page.getByRole("link", { name: apply }).first()).toHaveAttribute(
          "href",
          intake.applicationForm.url,
        );
      });
    }

    test("after the last window: closed on its date, and the ways to hear about the next", async ({
      page,
    }) => {
      await page.clock.setFixedTime(AFTER_THE_LAST_WINDOW);
      await page.goto(programmePath);
      const closedOn = writtenDates(LAST_INTAKE, language).closedOn;
      const status = `${formatMessage(texts.status.closed, { name: LAST_INTAKE.name, closedOn })} ${texts.status.nextToBeAnnounced}`;
      expect(statusAt(AFTER_THE_LAST_WINDOW, language)).toBe(status);
      await expectStatusOnProgrammePage(page, language, status);
      expect(await layoutShifts(page)).toEqual([]);
      await expectNoAxeViolations(page);
      for (const intake of INTAKES) {
        await expect(page.getByRole("link", { name: applyFor(intake) })).toHaveCount(0);
      }
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
      const { inWindow } = momentsOf(LAST_INTAKE);
      await page.clock.setFixedTime(inWindow);
      await page.goto(eligibilityPath);
      const requirements = page.getByRole("region", {
        name: eligibility.intro.requirementsHeading,
      });
      await expect(requirements.getByText(statusAt(inWindow, language))).toBeVisible();
      await expect(requirements.getByRole("link", { name: applyFor(LAST_INTAKE) })).toHaveAttribute(
        "href",
        LAST_INTAKE.applicationForm.url,
      );
      expect(await layoutShifts(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}
