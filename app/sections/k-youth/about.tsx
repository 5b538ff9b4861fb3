import { K_YOUTH_SECTION_IDS } from "#app/config/k-youth-anchors.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { Section } from "#app/ui/section.tsx";
import type { KYouthContent } from "#app/content/schema.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./about.module.css";

export function About({ content }: { content: KYouthContent["about"] }) {
  const { site } = useSiteContent();
  return (
    <Section id={K_YOUTH_SECTION_IDS.about} header={content} tone="tinted">
      <div className={styles.layout}>
        <div className={styles.story}>
          {/* Markdown rendered and made safe when the site is built. */}
          <div
            className={`prose ${styles.body}`}
            dangerouslySetInnerHTML={{ __html: content.body }}
          />
          <ButtonLink href={site.links.applicationForm.url}>{content.apply}</ButtonLink>
        </div>
        <dl className={styles.facts}>
          {content.facts.map((fact) => (
            <div key={fact.value} className={styles.fact}>
              <dt className={styles.label}>{fact.label}</dt>
              <dd className={styles.value}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
