import { ShieldCheck } from "lucide-react";
import type { ContactContent } from "#app/content/schema.ts";
import styles from "./privacy-notice.module.css";

const PRIVACY_NOTICE_ID = "contact-privacy";

/** The personal data notice beside the form: what, why, who, how long, and the visitor's rights. */
export function PrivacyNotice({ texts }: { texts: ContactContent["privacy"] }) {
  return (
    <aside
      id={PRIVACY_NOTICE_ID}
      className={styles.notice}
      aria-labelledby="contact-privacy-heading"
    >
      <h2 id="contact-privacy-heading" className={styles.heading}>
        <ShieldCheck aria-hidden="true" size={22} className={styles.icon} />
        {texts.heading}
      </h2>
      <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: texts.body }} />
    </aside>
  );
}
