import { useId } from "react";
import { formatMessage } from "#app/lib/format-message.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { useIntake } from "./intake-context.tsx";
import { StateText, useVariants, variantOf } from "./state-variants.tsx";
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
 * Every moment's status and actions are in the page; the head script shows the visitor's.
 */
export function IntakeCallToAction({
  tone = "light",
  align = "start",
  mainOnly = false,
  className,
}: IntakeCallToActionProps) {
  const { statusOf, actionsOf, schedule, texts } = useIntake();
  const statusId = useId();
  const actionSets = useVariants(
    (moment) => (mainOnly ? actionsOf(moment).slice(0, 1) : actionsOf(moment)),
    JSON.stringify,
  );
  const secondary = tone === "dark" ? "inverse" : "quiet";
  return (
    <div
      className={[styles.callToAction, styles[align], tone === "dark" && styles.dark, className]
        .filter(Boolean)
        .join(" ")}
    >
      <p id={statusId} className={styles.status}>
        <StateText of={statusOf} />
      </p>
      {/* Without scripts the page cannot know today's state: it says which day it shows. */}
      <noscript>
        <p className={styles.asOf}>
          {formatMessage(texts.status.asOf, { date: schedule.builtOn })}
        </p>
      </noscript>
      {actionSets.map(({ value: actions, ...variant }) => (
        <div key={variant.keys} className={styles.actions} {...variantOf(variant)}>
          {actions.map((action, index) => (
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
      ))}
    </div>
  );
}
