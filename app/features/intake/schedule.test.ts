import { describe, expect, it } from "vitest";
import { intakeState } from "#app/content/intake-state.ts";
import { checkedIntake, intakeSchedule, pastIntakes } from "./schedule.ts";

// Fixture intakes of the test's own: two dated intakes after an earlier one.
const content = {
  earlierIntakes: [{ year: 2040, name: "Round 2040" }],
  intakes: [2041, 2043].map((year) => ({
    year,
    name: `Round ${year}`,
    applicationsOpen: { date: `${year}-03-01T09:00:00+08:00` },
    applicationsClose: { date: `${year}-03-31T23:59:59+08:00` },
    trainingStart: { date: `${year}-05-06` },
    onTheJobTrainingEnd: { date: `${year}-09-06` },
    applicationForm: { url: `https://forms.example/${year}` },
  })),
};

const moments = {
  upcoming: "2041-01-10T12:00:00+08:00",
  open: "2041-03-10T12:00:00+08:00",
  closingSoon: "2041-03-30T12:00:00+08:00",
  closedNextKnown: "2042-06-01T12:00:00+08:00",
  closedNextToBeAnnounced: "2044-01-01T12:00:00+08:00",
};

describe("the eligibility check's intakes", () => {
  for (const [kind, moment] of Object.entries(moments)) {
    it(`${kind}: past programmes are the closed intakes, never the one checked for`, () => {
      const now = Date.parse(moment);
      const schedule = intakeSchedule(content, "en", new Date(now));
      const state = intakeState(schedule.intakes, now);
      expect(state.kind).toBe(kind);
      const closed = schedule.intakes.filter(
        (intake) => now > Date.parse(intake.applicationsClose),
      );
      expect(pastIntakes(schedule, now).map(({ name }) => name)).toEqual([
        "Round 2040",
        ...closed.map(({ name }) => name),
      ]);
      const checked = checkedIntake(state);
      if (checked) expect(now).toBeLessThanOrEqual(Date.parse(checked.applicationsClose));
      expect(pastIntakes(schedule, now).map(({ name }) => name)).not.toContain(checked?.name);
    });
  }

  it("checks for the next intake, unnamed, once the last known one has closed", () => {
    const now = Date.parse(moments.closedNextToBeAnnounced);
    const schedule = intakeSchedule(content, "en", new Date(now));
    expect(checkedIntake(intakeState(schedule.intakes, now))).toBeUndefined();
    expect(pastIntakes(schedule, now).map(({ name }) => name)).toContain("Round 2043");
  });
});
