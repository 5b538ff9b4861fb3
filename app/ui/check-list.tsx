import { plainText, type RichText } from "#app/content/rich-text.ts";
import { Text } from "./text.tsx";
import styles from "./check-list.module.css";

/**
 * A list whose items each carry a tick: requirements, benefits and the like. The tick is drawn by
 * the styles, one element an item rather than an inline SVG: the programme page has many such
 * items, each one more for the browser to read, lay out and hydrate as the page arrives.
 */
export function CheckList({
  items,
  tone = "brand",
}: {
  items: readonly RichText[];
  tone?: "brand" | "green";
}) {
  return (
    <ul className={styles.list} data-tone={tone}>
      {items.map((item) => (
        <li key={plainText(item)} className={styles.item}>
          <span className={styles.icon} aria-hidden="true" />
          <span>
            <Text value={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
