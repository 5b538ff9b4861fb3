import type { ReactNode } from "react";
import type { RichText } from "#app/content/rich-text.ts";
import { CheckList } from "./check-list.tsx";
import styles from "./list-panels.module.css";
import card from "./card.module.css";
import columns from "./columns.module.css";

interface ListPanel {
  heading: string;
  items: readonly RichText[];
  tone?: "brand" | "green";
  /** A link or button under the list, such as the requirements' eligibility check. */
  action?: ReactNode;
}

/** Side-by-side cards, each a heading over a ticked list (requirements and benefits, and so on). */
export function ListPanels({ panels }: { panels: ListPanel[] }) {
  return (
    <div className={`${columns.twoFromMedium} ${styles.columns}`}>
      {panels.map((panel) => (
        <div key={panel.heading} className={`${card.raised} ${styles.panel}`}>
          <h3 className={styles.heading}>{panel.heading}</h3>
          <CheckList items={panel.items} tone={panel.tone} />
          {panel.action}
        </div>
      ))}
    </div>
  );
}
