import { wrapWords } from "#app/lib/wrap-words.ts";
import styles from "./partner-logo.module.css";

const MARKS = [
  <circle key="circle" cx="38" cy="50" r="16" />,
  <rect key="square" x="22" y="34" width="32" height="32" rx="6" />,
  <path key="diamond" d="M38 30l20 20-20 20-20-20z" />,
];

/**
 * A stand-in logo drawn for this site: a simple mark beside the partner's name, in the 200x100
 * logo box. Real logo files replace it as the programme team supplies them.
 */
export function PartnerLogo({ name, index }: { name: string; index: number }) {
  const lines = wrapWords(name, 14, 2);
  const firstLineY = lines.length === 1 ? 56 : 46;
  return (
    // A company's name, the same in every language (SVG elements take no `translate` in React).
    <span translate="no" className={styles.untranslated}>
      <svg className={styles.logo} viewBox="0 0 200 100" role="img" aria-label={name}>
        <rect x="1" y="1" width="198" height="98" rx="14" className={styles.card} />
        <g className={styles.mark} data-tone={index % 3}>
          {MARKS[index % MARKS.length]}
        </g>
        {lines.map((line, lineIndex) => (
          <text
            key={line}
            x="66"
            y={firstLineY + lineIndex * 20}
            fontSize="15"
            className={styles.name}
          >
            {line}
          </text>
        ))}
      </svg>
    </span>
  );
}
