import type { Ref } from "react";
import { HONEYPOT_FIELD } from "./settings.ts";
import styles from "./contact-form.module.css";

const HONEYPOT_ID = `contact-${HONEYPOT_FIELD}`;

/**
 * The honeypot: named and labelled like a field bots expect ("website"), never met by people (off
 * screen, out of the accessibility tree and the tab order). Only bots fill it in.
 */
export function HoneypotField({ label, ref }: { label: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={HONEYPOT_ID}>{label}</label>
      <input
        ref={ref}
        id={HONEYPOT_ID}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
