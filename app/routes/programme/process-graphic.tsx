import { Link } from "react-router";
import type { ProgrammeContent } from "#app/content/schema.ts";
import { Text } from "#app/ui/text.tsx";
import styles from "./process-graphic.module.css";

/**
 * The application process as numbered steps joined by a path, drawn from the content's steps:
 * a column in narrow spaces, a row once its container is wide (the page on desktop, the lightbox).
 */
export function ProcessGraphic({
  steps,
}: {
  steps: ProgrammeContent["applicationProcess"]["steps"];
}) {
  return (
    <div className={styles.container}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>
              {step.href ? <Link to={step.href}>{step.title}</Link> : step.title}
            </h3>
            <p className={styles.text}>
              <Text value={step.text} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
