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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The state of applications at `now` (milliseconds since the epoch), given the intakes earliest
 * first with windows that do not overlap (the content schema holds both). A window includes its
 * first and its last second. Days left count the days begun until the deadline, so a deadline at
 * 23:59:59 leaves "1 day" all through its last day in Malaysia.
 */
export function intakeState<Intake extends ApplicationWindow>(
  intakes: readonly Intake[],
  now: number,
  closingSoonDays = CLOSING_SOON_DAYS,
): IntakeState<Intake> {
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
