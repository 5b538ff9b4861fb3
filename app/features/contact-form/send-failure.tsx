import { Mail } from "lucide-react";
import type { SendFailure as SendFailureReason } from "./emailjs-adapter.ts";
import type { ContactContent } from "#app/content/schema.ts";
import { buttonClass } from "#app/ui/button.ts";
import styles from "./contact-form.module.css";

interface SendFailureProps {
  texts: ContactContent["form"]["failure"];
  reason: SendFailureReason;
  /** The same message as an email, for when retrying is not enough. */
  mailto: string;
  onRetry: () => void;
}

/** Says why sending failed, that nothing was lost, and offers to retry or to send by email. */
export function SendFailure({ texts, reason, mailto, onRetry }: SendFailureProps) {
  return (
    <div role="alert" className={styles.failure}>
      <h3 className={styles.failureTitle}>{texts.title}</h3>
      <p>{texts[reason]}</p>
      <p>{texts.kept}</p>
      <div className={styles.failureActions}>
        <button
          type="button"
          className={`${buttonClass("primary")} ${styles.submit}`}
          onClick={onRetry}
        >
          {texts.retry}
        </button>
        <a href={mailto} className={buttonClass("secondary")}>
          <Mail aria-hidden="true" size={18} />
          {texts.byEmail}
        </a>
      </div>
    </div>
  );
}
