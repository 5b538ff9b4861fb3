import type { ProgrammeContent } from "#app/content/schema.ts";
import { Text } from "#app/ui/text.tsx";
import styles from "./highlights-graphic.module.css";

/** The 2024 cohort's journey as milestones along a rising path, from the content's moments. */
export function HighlightsGraphic({
  moments,
}: {
  moments: ProgrammeContent["highlights2024"]["moments"];
}) {
  return (
    <div className={styles.container}>
      <ol className={styles.moments}>
        {moments.map((moment) => (
          <li key={moment.title} className={styles.moment}>
            <h3 className={styles.title}>{moment.title}</h3>
            <p className={styles.text}>
              <Text value={moment.text} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
