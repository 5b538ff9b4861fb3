import { Check } from "lucide-react";
import { plainText, type RichText } from "#app/content/rich-text.ts";
import { Text } from "./text.tsx";
import styles from "./check-list.module.css";

/** A list whose items each carry a tick: requirements, benefits and the like. */
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
          <Check aria-hidden="true" size={18} className={styles.icon} strokeWidth={3} />
          <span>
            <Text value={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
