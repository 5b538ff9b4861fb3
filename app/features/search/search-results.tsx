import { Highlight } from "./highlight.tsx";
import type { SearchHit } from "./run-search.ts";
import styles from "./search-results.module.css";

interface SearchResultsProps {
  id: string;
  hits: readonly SearchHit[];
  /** Position of the selected option (the combobox's active descendant), or -1. */
  selected: number;
  optionId: (position: number) => string;
  label?: string;
  labelledBy?: string;
  onFollow: (url: string) => void;
}

/**
 * The listbox of results: title, where it lives and a snippet, matched words highlighted. It stays
 * in the page while empty, because the field's `aria-controls` points at it.
 */
export function SearchResults({
  id,
  hits,
  selected,
  optionId,
  label,
  labelledBy,
  onFollow,
}: SearchResultsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={styles.list}
      hidden={hits.length === 0}
    >
      {hits.map((hit, position) => (
        // Options are chosen with the keyboard from the field (aria-activedescendant); a click
        // or tap follows them too.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <div
          key={hit.id}
          id={optionId(position)}
          role="option"
          aria-selected={position === selected}
          tabIndex={-1}
          className={styles.option}
          data-kind={hit.kind}
          // Keep focus in the field, where the keyboard works the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onFollow(hit.url)}
        >
          <span className={styles.title}>
            <Highlight segments={hit.title} />
          </span>
          <span className={styles.location}>{hit.location}</span>
          {hit.snippet.length > 0 && (
            <span className={styles.snippet}>
              <Highlight segments={hit.snippet} />
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
