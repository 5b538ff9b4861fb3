import type { ReactNode } from "react";
import styles from "./section.module.css";
import { layoutStepProps } from "./layout-step.ts";
import contentWidth from "./content-width.module.css";

/** What a section's header shows; a section's content block has these fields and is passed whole. */
interface SectionHeader {
  eyebrow: string;
  heading: string;
  intro?: ReactNode;
}

interface SectionProps {
  id: string;
  header: SectionHeader;
  /** Background band: plain page, a soft brand tint, or the deep brand colour. */
  tone?: "plain" | "tinted" | "brand";
  /** Ids the section had before: empty anchors at its top, so links shared then still land here. */
  formerIds?: readonly string[];
  children: ReactNode;
}

/**
 * A page section: a labelled region with its eyebrow, h2 heading and optional intro. The browser
 * first lays it out in a step of its own (app/lib/layout-steps.ts).
 */
export function Section({ id, header, tone = "plain", formerIds = [], children }: SectionProps) {
  const { eyebrow, heading, intro } = header;
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      {...layoutStepProps(styles.section)}
      data-tone={tone}
    >
      {formerIds.map((formerId) => (
        <span key={formerId} id={formerId} />
      ))}
      <div className={contentWidth.contentWidth}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
