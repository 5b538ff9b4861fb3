import type { ReactNode } from "react";
import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { Section } from "#app/ui/section.tsx";
import type { ProgrammeContent } from "#app/content/schema.ts";
import styles from "./about.module.css";
import { WhoRunsIt } from "./who-runs-it.tsx";

interface AboutProps {
  content: ProgrammeContent["about"];
  /** Where applications stand, with APPLY NOW while they are open. */
  applications: ReactNode;
}

export function About({ content, applications }: AboutProps) {
  return (
    <Section id={PROGRAMME_SECTION_IDS.about} header={content} tone="tinted">
      <div className={styles.layout}>
        <div className={styles.story}>
          {/* Markdown rendered and made safe when the site is built. */}
          <div
            className={`prose ${styles.body}`}
            dangerouslySetInnerHTML={{ __html: content.body }}
          />
          {applications}
          <WhoRunsIt heading={content.whoRunsIt} />
        </div>
        <dl className={styles.facts}>
          {content.facts.map((fact) => (
            <div key={fact.value} className={styles.fact}>
              {/* The number first, as it is seen: a screen reader reads it before what it means. */}
              <dt className={styles.value}>{fact.value}</dt>
              <dd className={styles.label}>{fact.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
