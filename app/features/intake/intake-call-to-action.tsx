import { useId } from "react";
import { formatMessage } from "#app/lib/format-message.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { useIntake } from "./intake-context.tsx";
import styles from "./intake.module.css";

interface IntakeCallToActionProps {
  /** `dark` on the banner's brand colour. */
  tone?: "light" | "dark";
  align?: "start" | "center";
  /** Only the state's main action, where the page offers the others further down (the banner). */
  mainOnly?: boolean;
  /** Its place in the page's layout (spacing), from the page's own styles. */
  className?: string;
}

/**
 * Where applications stand and what to do about it, in every place the page invites someone to
 * apply: APPLY NOW and the deadline while open, the opening date before, the closing date and the
 * ways to hear about the next intake after. Each link is described by the status it follows.
 */
export function IntakeCallToAction({
  tone = "light",
  align = "start",
  mainOnly = false,
  className,
}: IntakeCallToActionProps) {
  const { status, actions, schedule, texts } = useIntake();
  const statusId = useId();
  const shown = mainOnly ? actions.slice(0, 1) : actions;
  const secondary = tone === "dark" ? "inverse" : "quiet";
  return (
    <div
      className={[styles.callToAction, styles[align], tone === "dark" && styles.dark, className]
        .filter(Boolean)
        .join(" ")}
    >
      <p id={statusId} className={styles.status}>
        {status}
      </p>
      {/* Without scripts the page cannot know today's state: it says which day it shows. */}
      <noscript>
        <p className={styles.asOf}>
          {formatMessage(texts.status.asOf, { date: schedule.builtOn })}
        </p>
      </noscript>
      <div className={styles.actions}>
        {shown.map((action, index) => (
          <ButtonLink
            key={action.key}
            href={action.href}
            variant={index === 0 ? "accent" : secondary}
            download={action.download}
            describedBy={statusId}
          >
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}
