import type { ProgrammeContent } from "#app/content/schema.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import type { IntakeState } from "#app/content/intake-state.ts";
import type { ScheduledIntake } from "./schedule.ts";

type StatusTexts = ProgrammeContent["applications"]["status"];

/**
 * What the page says about applications in this state: when they open, until when they are open
 * (or how many days are left), or that they closed and on which day, and what comes next.
 */
export function statusText(state: IntakeState<ScheduledIntake>, texts: StatusTexts): string {
  const closed = (intake: ScheduledIntake) =>
    formatMessage(texts.closed, { name: intake.name, closedOn: intake.written.closedOn });
  switch (state.kind) {
    case "upcoming": {
      const { name, written } = state.intake;
      return formatMessage(texts.upcoming, { name, opens: written.opens });
    }
    case "open": {
      const { name, written } = state.intake;
      return formatMessage(texts.open, { name, closes: written.closes });
    }
    case "closingSoon": {
      const { name, written } = state.intake;
      const template = state.daysLeft === 1 ? texts.lastDay : texts.closingSoon;
      return formatMessage(template, { name, closes: written.closes, days: state.daysLeft });
    }
    case "closedNextKnown": {
      const { name, written } = state.next;
      return `${closed(state.closed)} ${formatMessage(texts.nextKnown, { name, opens: written.opens })}`;
    }
    case "closedNextToBeAnnounced":
      return `${closed(state.closed)} ${texts.nextToBeAnnounced}`;
  }
}
