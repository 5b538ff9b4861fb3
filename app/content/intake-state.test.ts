import { describe, expect, it } from "vitest";
import {
  applicationsOpen,
  CLOSING_SOON_DAYS,
  closedIntakes,
  describedIntake,
  everyIntakeMoment,
  type IntakeState,
  intakeState,
  intakeStateKey,
} from "./intake-state.ts";

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

const first = {
  name: "first",
  applicationsOpen: "2025-04-01T00:00:00+08:00",
  applicationsClose: "2025-05-15T23:59:59+08:00",
};
const second = {
  name: "second",
  applicationsOpen: "2026-03-01T09:00:00+08:00",
  applicationsClose: "2026-03-31T23:59:59+08:00",
};
const at = (iso: string, offset = 0) => Date.parse(iso) + offset;

/** The state as `kind` plus the names of the intakes it refers to, for readable expectations. */
function summary(state: IntakeState<typeof first>) {
  switch (state.kind) {
    case "closedNextKnown":
      return [state.kind, state.closed.name, state.next.name];
    case "closedNextToBeAnnounced":
      return [state.kind, state.closed.name];
    case "closingSoon":
      return [state.kind, state.intake.name, state.daysLeft];
    default:
      return [state.kind, state.intake.name];
  }
}

const stateAt = (now: number, intakes = [first, second]) => summary(intakeState(intakes, now));

describe("intakeState", () => {
  it("is upcoming until the first window opens, and open from its first second", () => {
    expect(stateAt(at(first.applicationsOpen, -SECOND))).toEqual(["upcoming", "first"]);
    expect(stateAt(at(first.applicationsOpen))).toEqual(["open", "first"]);
    expect(stateAt(at(first.applicationsOpen, SECOND))).toEqual(["open", "first"]);
  });

  it(`is closing soon from ${CLOSING_SOON_DAYS} days before the deadline`, () => {
    const closes = at(first.applicationsClose);
    const soon = closes - CLOSING_SOON_DAYS * DAY;
    expect(stateAt(soon - SECOND)).toEqual(["open", "first"]);
    expect(stateAt(soon)).toEqual(["closingSoon", "first", CLOSING_SOON_DAYS]);
    expect(stateAt(soon + SECOND)).toEqual(["closingSoon", "first", CLOSING_SOON_DAYS]);
  });

  it("accepts applications up to and including the deadline's second", () => {
    const closes = at(first.applicationsClose);
    expect(stateAt(closes - SECOND)).toEqual(["closingSoon", "first", 1]);
    expect(stateAt(closes)).toEqual(["closingSoon", "first", 1]);
    expect(stateAt(closes + SECOND)).toEqual(["closedNextKnown", "first", "second"]);
  });

  it("counts the days begun until the deadline: its last day in Malaysia is 1 day left", () => {
    expect(stateAt(at("2025-05-15T00:00:00+08:00"))).toEqual(["closingSoon", "first", 1]);
    expect(stateAt(at("2025-05-14T23:59:58+08:00"))).toEqual(["closingSoon", "first", 2]);
    expect(stateAt(at("2025-05-14T08:00:00+08:00"))).toEqual(["closingSoon", "first", 2]);
    expect(stateAt(at("2025-05-09T00:00:00+08:00"))).toEqual(["closingSoon", "first", 7]);
  });

  it("is closed with the next intake known until that one opens", () => {
    const opens = at(second.applicationsOpen);
    expect(stateAt(opens - SECOND)).toEqual(["closedNextKnown", "first", "second"]);
    expect(stateAt(opens)).toEqual(["open", "second"]);
    expect(stateAt(opens + SECOND)).toEqual(["open", "second"]);
  });

  it("is closed with the next intake to be announced after the last window", () => {
    const closes = at(second.applicationsClose);
    expect(stateAt(closes)).toEqual(["closingSoon", "second", 1]);
    expect(stateAt(closes + SECOND)).toEqual(["closedNextToBeAnnounced", "second"]);
    expect(stateAt(at(first.applicationsClose, SECOND), [first])).toEqual([
      "closedNextToBeAnnounced",
      "first",
    ]);
  });

  it("takes the closing-soon threshold as a setting", () => {
    const closes = at(first.applicationsClose);
    expect(summary(intakeState([first], closes - 2 * DAY - SECOND, 2))).toEqual(["open", "first"]);
    expect(summary(intakeState([first], closes - 2 * DAY, 2))).toEqual(["closingSoon", "first", 2]);
  });

  it("needs at least one intake", () => {
    expect(() => intakeState([], 0)).toThrow(/at least one intake/);
  });
});

describe("what a state says", () => {
  const inWindow = intakeState([first, second], at(first.applicationsOpen));
  const between = intakeState([first, second], at(first.applicationsClose, SECOND));
  const after = intakeState([first, second], at(second.applicationsClose, SECOND));
  const soon = intakeState([first, second], at(first.applicationsClose, -DAY));
  const before = intakeState([first, second], at(first.applicationsOpen, -SECOND));

  it("invites applications only while a window is open", () => {
    expect([before, inWindow, soon, between, after].map(applicationsOpen)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it("describes the intake open or next, or else the last one", () => {
    expect(
      [before, inWindow, soon, between, after].map((state) => describedIntake(state).name),
    ).toEqual(["first", "first", "first", "second", "second"]);
  });

  it("lists the intakes whose applications have closed", () => {
    const names = (now: number) => closedIntakes([first, second], now).map(({ name }) => name);
    expect(names(at(first.applicationsClose))).toEqual([]);
    expect(names(at(first.applicationsClose, SECOND))).toEqual(["first"]);
    expect(names(at(second.applicationsClose, SECOND))).toEqual(["first", "second"]);
  });
});

describe("the moments a page can show", () => {
  const dated = [
    {
      ...first,
      year: 2025,
      trainingStarts: "2025-06-04T00:00:00+08:00",
      programmeEnds: "2025-10-03T23:59:59+08:00",
    },
    {
      ...second,
      year: 2026,
      trainingStarts: "2026-05-04T00:00:00+08:00",
      programmeEnds: "2026-09-04T23:59:59+08:00",
    },
  ];
  const keyAt = (now: number) => intakeStateKey(intakeState(dated, now), now);
  const moments = everyIntakeMoment(dated);

  it("names each, and after the last intake closes, each stretch of its programme", () => {
    expect(keyAt(at(first.applicationsOpen, -SECOND))).toBe("upcoming-2025");
    expect(keyAt(at(first.applicationsOpen))).toBe("open-2025");
    expect(keyAt(at(first.applicationsClose, -2 * DAY - SECOND))).toBe("closing-2025-3");
    expect(keyAt(at(first.applicationsClose, SECOND))).toBe("next-2026");
    expect(keyAt(at(second.applicationsClose, SECOND))).toBe("closed-2026");
    expect(keyAt(at("2026-05-04T00:00:00+08:00"))).toBe("running-2026");
    expect(keyAt(at("2026-09-04T23:59:59+08:00"))).toBe("running-2026");
    expect(keyAt(at("2026-09-04T23:59:59+08:00", SECOND))).toBe("finished-2026");
  });

  it("lists every moment the visitor's clock can give, once, with the phase its words follow", () => {
    const keys = moments.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    // A moment every hour over the intakes' years and beyond is always one of them.
    for (
      let now = at("2025-01-01T00:00:00+08:00");
      now < at("2027-06-01T00:00:00+08:00");
      now += 3600 * SECOND
    ) {
      expect(keys).toContain(keyAt(now));
    }
    expect(moments.filter(({ phase }) => phase === "open")).toHaveLength(
      2 * (CLOSING_SOON_DAYS + 1),
    );
    expect(moments.map(({ key, phase }) => `${key}:${phase}`)).toEqual(
      expect.arrayContaining([
        "upcoming-2025:beforeOpening",
        "next-2026:beforeOpening",
        "closed-2026:closed",
        "running-2026:running",
        "finished-2026:finished",
      ]),
    );
  });
});
