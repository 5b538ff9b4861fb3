/**
 * Applications are "closing soon" once the deadline is this many days away or fewer: the calls to
 * action then count the days left.
 */
export const CLOSING_SOON_DAYS = 7;

/** What the state needs of an intake: its application window, as ISO 8601 with an offset. */
export interface ApplicationWindow {
  applicationsOpen: string;
  /** The last moment an application is accepted. */
  applicationsClose: string;
}

/**
 * Where applications stand at one moment. Upcoming: the next window is known and no earlier one
 * has closed. Closing soon: open, with the deadline at most CLOSING_SOON_DAYS away. Closed: the
 * latest window has closed, and the next one is either known (it opens later) or not yet announced.
 */
export type IntakeState<Intake extends ApplicationWindow = ApplicationWindow> =
  | { kind: "upcoming"; intake: Intake }
  | { kind: "open"; intake: Intake }
  | { kind: "closingSoon"; intake: Intake; daysLeft: number }
  | { kind: "closedNextKnown"; closed: Intake; next: Intake }
  | { kind: "closedNextToBeAnnounced"; closed: Intake };

/**
 * The state of applications at `now` (milliseconds since the epoch), given the intakes earliest
 * first with windows that do not overlap (the content schema holds both). A window includes its
 * first and its last second. Days left count the days begun until the deadline, so a deadline at
 * 23:59:59 leaves "1 day" all through its last day in Malaysia. Self-contained: the page's head
 * script runs its source (app/lib/intake-state-mark.ts).
 */
export function intakeState<Intake extends ApplicationWindow>(
  intakes: readonly Intake[],
  now: number,
  closingSoonDays = CLOSING_SOON_DAYS,
): IntakeState<Intake> {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const index = intakes.findIndex((intake) => now <= Date.parse(intake.applicationsClose));
  const intake = intakes[index];
  if (intake === undefined) {
    const closed = intakes.at(-1);
    if (closed === undefined) throw new Error("intakeState needs at least one intake");
    return { kind: "closedNextToBeAnnounced", closed };
  }
  if (now < Date.parse(intake.applicationsOpen)) {
    const closed = intakes[index - 1];
    return closed
      ? { kind: "closedNextKnown", closed, next: intake }
      : { kind: "upcoming", intake };
  }
  const left = Date.parse(intake.applicationsClose) - now;
  if (left > closingSoonDays * DAY_MS) return { kind: "open", intake };
  return { kind: "closingSoon", intake, daysLeft: Math.max(1, Math.ceil(left / DAY_MS)) };
}

/** Whether the state invites applications: only then is there an APPLY NOW. */
export function applicationsOpen(state: IntakeState): boolean {
  return state.kind === "open" || state.kind === "closingSoon";
}

/** The intake a page in this state is about: the one open or next, or else the last one. */
export function describedIntake<Intake extends ApplicationWindow>(
  state: IntakeState<Intake>,
): Intake {
  switch (state.kind) {
    case "closedNextKnown":
      return state.next;
    case "closedNextToBeAnnounced":
      return state.closed;
    default:
      return state.intake;
  }
}

/** The intakes whose applications had closed at `now`: their participants cannot apply again. */
export function closedIntakes<Intake extends ApplicationWindow>(
  intakes: readonly Intake[],
  now: number,
): Intake[] {
  return intakes.filter((intake) => now > Date.parse(intake.applicationsClose));
}

/** An intake as the state's key needs it: its year, and when its programme starts and ends. */
export interface DatedIntake extends ApplicationWindow {
  year: number;
  /** The first moment of training and the last of the on-the-job training, with an offset. */
  trainingStarts: string;
  programmeEnds: string;
}

/**
 * What the words about applications and dates follow: applications not open yet (the next
 * intake's dates ahead), open (closing soon too), or closed with no next intake announced, in
 * three stretches of the closed intake's programme (before its training, while it runs, finished).
 */
type IntakePhase = "beforeOpening" | "open" | "closed" | "running" | "finished";

/**
 * One moment a page can show, named by a key such as `open-2027`, `closing-2027-3`, `next-2027`
 * or `finished-2027`: the prerendered page carries the words of every moment, and the head script
 * marks `<html>` with the key of the visitor's (app/lib/intake-state-mark.ts).
 */
export interface IntakeMoment<Intake extends DatedIntake = DatedIntake> {
  key: string;
  state: IntakeState<Intake>;
  phase: IntakePhase;
}

/**
 * The key of the moment `now` in `state` (see IntakeMoment). Self-contained, like intakeState:
 * the head script runs its source.
 */
export function intakeStateKey(state: IntakeState<DatedIntake>, now: number): string {
  switch (state.kind) {
    case "upcoming":
      return `upcoming-${state.intake.year}`;
    case "open":
      return `open-${state.intake.year}`;
    case "closingSoon":
      return `closing-${state.intake.year}-${state.daysLeft}`;
    case "closedNextKnown":
      return `next-${state.next.year}`;
    case "closedNextToBeAnnounced": {
      const { year, trainingStarts, programmeEnds } = state.closed;
      if (now < Date.parse(trainingStarts)) return `closed-${year}`;
      return `${now <= Date.parse(programmeEnds) ? "running" : "finished"}-${year}`;
    }
  }
}

/**
 * Every moment the intakes give, in order: before each intake opens, open, each day of closing
 * soon, and after the last one closes, the three stretches of its programme.
 */
export function everyIntakeMoment<Intake extends DatedIntake>(
  intakes: readonly Intake[],
  closingSoonDays = CLOSING_SOON_DAYS,
): IntakeMoment<Intake>[] {
  const moments = intakes.flatMap((intake, index): IntakeMoment<Intake>[] => {
    const previous = intakes[index - 1];
    const before: IntakeState<Intake> = previous
      ? { kind: "closedNextKnown", closed: previous, next: intake }
      : { kind: "upcoming", intake };
    const closing = Array.from({ length: closingSoonDays }, (_, day): IntakeState<Intake> => ({
      kind: "closingSoon",
      intake,
      daysLeft: closingSoonDays - day,
    }));
    return [
      { key: intakeStateKey(before, 0), state: before, phase: "beforeOpening" },
      ...[{ kind: "open", intake } as const, ...closing].map((state) => ({
        key: intakeStateKey(state, 0),
        state,
        phase: "open" as const,
      })),
    ];
  });
  const last = intakes.at(-1);
  if (last === undefined) throw new Error("everyIntakeMoment needs at least one intake");
  const closed: IntakeState<Intake> = { kind: "closedNextToBeAnnounced", closed: last };
  const phases = ["closed", "running", "finished"] as const;
  return [
    ...moments,
    ...phases.map((phase) => ({ key: `${phase}-${last.year}`, state: closed, phase })),
  ];
}
