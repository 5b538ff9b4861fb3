import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./sample-note.module.css";

/**
 * "(sample)" after a value the programme has not confirmed (`sample: true`): a placeholder phone
 * number, address or link never reads as a fact. The space before it is outside it, so a line can
 * break there.
 */
export function SampleNote({ sample }: { sample: boolean | undefined }) {
  const { ui } = useSiteContent();
  if (sample !== true) return null;
  return (
    <>
      {" "}
      <span className={styles.note} data-sample-note="">
        {ui.sample}
      </span>
    </>
  );
}
