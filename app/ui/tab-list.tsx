import { type KeyboardEvent, useRef } from "react";
import { replaysEarlyTap } from "#app/lib/before-hydration.ts";
import styles from "./tab-list.module.css";

interface TabDescriptor<Id extends string> {
  id: Id;
  label: string;
  /** Element id of the tab itself. */
  tabId: string;
  /** Element id of the tabpanel the tab shows. */
  panelId: string;
}

interface TabListProps<Id extends string> {
  /** Names the group of tabs for assistive technology. */
  label: string;
  tabs: readonly TabDescriptor<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
}

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

/**
 * The row of tabs of the WAI-ARIA tabs pattern. One tab is in the Tab order (roving tabindex);
 * arrow keys move between tabs (wrapping), Home and End jump to the first and last. Activation is
 * automatic (a panel shows as its tab gets focus): WAI-ARIA recommends manual activation only when
 * showing a panel is slow, and every panel is already in the page.
 * A tab pressed before the page has hydrated is shown once it has.
 * The caller renders the panels (role="tabpanel", aria-labelledby the tab's id).
 */
export function TabList<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
}: TabListProps<Id>) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    let next: number;
    if (NEXT_KEYS.has(event.key)) next = (position + 1) % tabs.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (position - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={[styles.list, className].filter(Boolean).join(" ")}
      data-requires-js=""
    >
      {tabs.map((tab, position) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tab.tabId}
            aria-selected={isSelected}
            aria-controls={tab.panelId}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            {...replaysEarlyTap}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => handleKeyDown(event, position)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
