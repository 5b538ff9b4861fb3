import { Mail } from "lucide-react";
import type { SendFailure as SendFailureReason } from "./emailjs-adapter.ts";
import type { ContactContent } from "#app/content/schema.ts";
import { buttonClass } from "#app/ui/button.ts";
import { CopyToEmail } from "./copy-to-email.tsx";
import type { ContactEmail } from "./mailto.ts";
import styles from "./contact-form.module.css";

interface SendFailureProps {
  texts: ContactContent["form"]["failure"];
  copyTexts: ContactContent["form"]["copyToEmail"];
  reason: SendFailureReason;
  /** The same message as an email, for when retrying is not enough. */
  email: ContactEmail;
  onRetry: () => void;
}

/**
 * Says why sending failed, that nothing was lost, and offers to retry or to send by email: a link
 * that opens the email app with the message, or, for a message too long for one, the copy route.
 */
export function SendFailure({ texts, copyTexts, reason, email, onRetry }: SendFailureProps) {
  return (
    <>
      <div role="alert" className={styles.failure}>
        <h3 className={styles.failureTitle}>{texts.title}</h3>
        <p>{texts[reason]}</p>
        <p>{texts.kept}</p>
        <div className={styles.panelActions}>
          <button
            type="button"
            className={`${buttonClass("primary")} ${styles.submit}`}
            onClick={onRetry}
          >
            {texts.retry}
          </button>
          {email.prefilled && (
            <a href={email.href} className={buttonClass("secondary")}>
              <Mail aria-hidden="true" size={18} />
              {texts.byEmail}
            </a>
          )}
        </div>
      </div>
      {!email.prefilled && <CopyToEmail texts={copyTexts} email={email} takeFocus={false} />}
    </>
  );
}
