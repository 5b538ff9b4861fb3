import { useId } from "react";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { SampleNote } from "#app/ui/sample-note.tsx";
import styles from "./about.module.css";

/**
 * The social enterprise that runs the programme, its sponsor and its training partner
 * (site.yaml), the first thing an applicant or a company asks before trusting it. A name the
 * programme has not confirmed says so.
 */
export function WhoRunsIt({ heading }: { heading: string }) {
  const { site } = useSiteContent();
  const headingId = useId();
  return (
    <section className={styles.whoRunsIt} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.whoHeading}>
        {heading}
      </h3>
      <dl className={styles.organisations}>
        {site.organisations.map((organisation) => (
          <div key={organisation.role}>
            <dt className={styles.organisation}>
              {organisation.name}
              <SampleNote sample={organisation.sample} />
            </dt>
            <dd className={styles.role}>{organisation.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
