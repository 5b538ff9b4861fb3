import styles from "./partner-logo.module.css";

/** The marks that set stand-in logos apart, in turn, each with its own colour. */
const MARKS = ["circle", "square", "diamond"] as const;

/**
 * A stand-in logo drawn for this site: a simple mark beside the partner's name, in the spec's logo
 * box. Real logo files replace it as the programme team supplies them. Drawn in HTML and CSS, two
 * elements a logo: the row repeats it for every partner (twice while it moves), and an SVG of a
 * card, a mark and lines of text was four times as many elements for the browser to read, lay out
 * and hydrate while the page comes alive.
 */
export function PartnerLogo({ name, index }: { name: string; index: number }) {
  return (
    // A company's name, the same in every language.
    <span
      translate="no"
      role="img"
      aria-label={name}
      className={styles.logo}
      data-mark={MARKS[index % MARKS.length]}
    >
      <span className={styles.name}>{name}</span>
    </span>
  );
}
