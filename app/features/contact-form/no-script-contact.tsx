import { useSiteContent } from "#app/lib/site-content.tsx";
import { SampleNote } from "#app/ui/sample-note.tsx";
import styles from "./contact-form.module.css";

/** Without JavaScript the form cannot send: the team's email address and phone number instead. */
export function NoScriptContact({ text }: { text: string }) {
  const { site } = useSiteContent();
  return (
    <noscript>
      <div className={styles.noScript}>
        <p>{text}</p>
        <p>
          <a href={`mailto:${site.contact.email.address}`}>{site.contact.email.address}</a>
          <SampleNote sample={site.contact.email.sample} />
          <br />
          <a href={`tel:${site.contact.phone.tel}`}>{site.contact.phone.display}</a>
          <SampleNote sample={site.contact.phone.sample} />
        </p>
      </div>
    </noscript>
  );
}
