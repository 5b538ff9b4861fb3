import { formatMessage } from "#app/lib/format-message.ts";
import { writtenTime } from "#app/content/written-dates.ts";
import { calendarPath } from "#app/features/intake/calendar.ts";
import { LANGUAGES, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, test } from "./fixtures.ts";
import { DAYS_LEFT, INTAKE, MOMENTS, writtenDates } from "./support/intake.ts";

/**
 * Malay pages write a time of day as Malaysian agencies do ("11.59 malam", "9.00 pagi"), after
 * the day with a comma, so a sentence's own "pada" is its only one (decision 146). The clock is
 * set inside the first intake's window, where the banner names the deadline.
 */

const { tag } = LANGUAGES.ms;
const MALAY_TIME = /^\d{1,2}\.\d{2} (pagi|tengah hari|petang|malam|tengah malam)$/;
const PADA = /(?<!\p{L})pada(?!\p{L})/giu;
const padaCount = (text: string) => text.match(PADA)?.length ?? 0;

const { applications } = testContent("programme", "ms");
const dates = writtenDates(INTAKE, "ms");
const closesAt = writtenTime(INTAKE.applicationsClose.date, tag);
const opensAt = writtenTime(INTAKE.applicationsOpen.date, tag);

test.describe("times of day on the Malay pages", () => {
  const states = [
    ["inside the window", MOMENTS.inWindow, applications.status.open],
    ["near the deadline", MOMENTS.nearDeadline, applications.status.closingSoon],
  ] as const;

  for (const [state, moment, template] of states) {
    test(`${state}: the banner names the deadline's time in Malay, with one "pada"`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(moment);
      await page.goto(pagePath("programme", "ms"));
      const status = formatMessage(template, {
        name: INTAKE.name,
        closes: dates.closes,
        days: DAYS_LEFT,
      });
      await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
      expect(closesAt).toMatch(MALAY_TIME);
      expect(status).toContain(`, ${closesAt}`);
      expect(padaCount(status)).toBe(padaCount(template));
      expect(status).not.toMatch(/\b(PG|PTG)\b/);
    });
  }

  test("the calendar file says the opening and closing times in Malay, with one 'pada' each", async ({
    request,
  }) => {
    const ics = await (await request.get(calendarPath(INTAKE.year, "ms"))).text();
    const description = ics
      .replace(/\r\n /g, "")
      .split("\r\n")
      .find((line) => line.startsWith("DESCRIPTION:"))
      ?.replace(/\\(.)/g, "$1");
    expect(opensAt).toMatch(MALAY_TIME);
    expect(description).toContain(`${dates.opens}`);
    expect(description).toContain(`${dates.closes}`);
    expect(padaCount(description ?? "")).toBe(padaCount(applications.calendar.description));
  });
});
