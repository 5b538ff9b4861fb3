import { Check, Copy, Mail } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ContactContent } from "#app/content/schema.ts";
import fieldStyles from "#app/ui/form-field.module.css";
import { buttonClass } from "#app/ui/button.ts";
import type { ContactEmail } from "./mailto.ts";
import styles from "./contact-form.module.css";

interface CopyToEmailProps {
  texts: ContactContent["form"]["copyToEmail"];
  /** A message too long for a `mailto:` link: its whole text, and a link with the subject only. */
  email: ContactEmail;
  /** Takes focus when shown, when it replaces the email app the visitor asked for. */
  takeFocus: boolean;
}

type CopyResult = "idle" | "copied" | "failed";

/**
 * The way a long message reaches the visitor's email app without losing a character: the whole
 * text shown as it will be sent, a Copy button, and a link that opens the email to the team with
 * its subject, for the visitor to paste into.
 */
export function CopyToEmail({ texts, email, takeFocus }: CopyToEmailProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState<CopyResult>("idle");

  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email.text);
      setResult("copied");
    } catch {
      // The text is selected, so copying it by hand is one keystroke or one tap away.
      textRef.current?.focus();
      textRef.current?.select();
      setResult("failed");
    }
  };

  return (
    <section className={styles.copyToEmail} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={styles.copyHeading}>
        {texts.heading}
      </h3>
      <p>{texts.reason}</p>
      <ol className={styles.copySteps}>
        {texts.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-text`} className={fieldStyles.label}>
          {texts.textLabel}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          className={fieldStyles.control}
          value={email.text}
          readOnly
          rows={6}
        />
      </div>
      <div className={styles.panelActions}>
        <button type="button" className={buttonClass("primary")} onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} />
          {texts.copy}
        </button>
        <a href={email.href} className={buttonClass("secondary")}>
          <Mail aria-hidden="true" size={18} />
          {texts.open}
        </a>
      </div>
      <p role="status" className={styles.copyStatus}>
        {result === "copied" && (
          <>
            <Check aria-hidden="true" size={18} />
            {texts.copied}
          </>
        )}
        {result === "failed" && texts.copyFailed}
      </p>
    </section>
  );
}
