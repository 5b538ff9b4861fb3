import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { Award } from "lucide-react";
import { Section } from "#app/ui/section.tsx";
import columns from "#app/ui/columns.module.css";
import { plainText } from "#app/content/rich-text.ts";
import type { ProgrammeContent } from "#app/content/schema.ts";
import { Text } from "#app/ui/text.tsx";
import styles from "./courses.module.css";

/** Courses & learning modes: the two certificates, the soft skills and the ways of learning. */
export function Courses({ content }: { content: ProgrammeContent["courses"] }) {
  return (
    <Section id={PROGRAMME_SECTION_IDS.courses} header={content}>
      <div className={`${columns.twoFromLarge} ${styles.layout}`}>
        <div className={styles.certificates}>
          <h3 className={styles.heading}>{content.certificates.heading}</h3>
          <ul className={`${columns.twoFromMedium} ${styles.certificateList}`}>
            {content.certificates.items.map((certificate) => (
              <li key={plainText(certificate.title)} className={styles.certificate}>
                <Award aria-hidden="true" size={28} className={styles.award} />
                <h4 className={styles.certificateTitle}>
                  <Text value={certificate.title} />
                </h4>
                <p className={styles.certificateText}>{certificate.text}</p>
              </li>
            ))}
          </ul>
        </div>
        {[content.softSkills, content.modes].map((group) => (
          <div key={group.heading} className={styles.group}>
            <h3 className={styles.heading}>{group.heading}</h3>
            <ul className={styles.chips}>
              {group.items.map((item) => (
                <li key={plainText(item)} className={styles.chip}>
                  <Text value={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
