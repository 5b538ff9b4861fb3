import type { ReactNode, SyntheticEvent } from "react";
import styles from "./accordion-item.module.css";

interface AccordionItemProps {
  id?: string;
  /**
   * Items sharing a name form an exclusive group: opening one closes the others. The browser does
   * this for `<details name>`; the toggle handler repeats it for browsers that do not yet.
   */
  name: string;
  title: ReactNode;
  /** Open in the HTML as delivered; afterwards the visitor (or a deep link) decides. */
  defaultOpen?: boolean;
  children: ReactNode;
}

function closeOthersInGroup(event: SyntheticEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (!details.open || !details.name) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>("details[open][name]")) {
    if (other !== details && other.name === details.name) other.open = false;
  }
}

/**
 * One question of an accordion, as a native disclosure (`<details>`/`<summary>`): its answer is
 * in the HTML, and it opens and closes by mouse, keyboard and assistive technology with or
 * without JavaScript. An answer fades and slides in over the spec's 300 ms, in CSS alone and on the
 * compositor (where the browser styles `::details-content`); not at all under reduced motion, and
 * instantly when opened from a link, so the scroll lands exactly on the question. Its chevron is
 * drawn by the styles, not an inline SVG: a list of questions is on the screen as the page arrives,
 * and one box each is less for the browser to read, lay out and hydrate than an SVG and its path.
 */
export function AccordionItem({
  id,
  name,
  title,
  defaultOpen = false,
  children,
}: AccordionItemProps) {
  return (
    <details
      id={id}
      name={name}
      open={defaultOpen}
      className={styles.item}
      onToggle={closeOthersInGroup}
    >
      <summary className={styles.summary}>
        <span className={styles.title}>{title}</span>
        <span className={styles.icon} aria-hidden="true" />
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
