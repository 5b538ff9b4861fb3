import { plainText } from "#app/content/rich-text.ts";
import type { ProgrammeContent } from "#app/content/schema.ts";
import { Text } from "#app/ui/text.tsx";
import styles from "./framework-graphic.module.css";

interface FrameworkGraphicProps {
  phases: ProgrammeContent["framework"]["phases"];
  totalLabel: string;
}

/** The 1 + 3 month framework: a timeline bar over one card per phase, from the content. */
export function FrameworkGraphic({ phases, totalLabel }: FrameworkGraphicProps) {
  return (
    <div className={styles.container}>
      <div className={styles.graphic}>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{totalLabel}</span>
        </p>
        <ol className={styles.phases}>
          {phases.map((phase, index) => (
            <li
              key={phase.period}
              className={styles.phase}
              data-phase={index === 0 ? "first" : "later"}
            >
              <p className={styles.period}>{phase.period}</p>
              <h3 className={styles.title}>
                <Text value={phase.title} />
              </h3>
              <p className={styles.summary}>{phase.summary}</p>
              <ul className={styles.points}>
                {phase.points.map((point) => (
                  <li key={plainText(point)}>
                    <Text value={point} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
