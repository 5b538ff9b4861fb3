import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { SEARCH_MAX_QUERY_LENGTH } from "./settings.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { faqSectionHref } from "#app/lib/faq-location.ts";
import { usePagePath, useSiteContent } from "#app/lib/site-content.tsx";
import { loadSiteSearch } from "./load-search-index.ts";
import { normalizeQuery, runSearch, type SearchEngine, suggestedHits } from "./run-search.ts";
import { SearchResults } from "./search-results.tsx";
import styles from "./search-panel.module.css";
import { SearchLoadFailed, SearchLoading } from "./search-status.tsx";

// The launcher finds this here once the panel has loaded, so the first load does not carry it.
export { revealAnchor } from "./reveal-anchor.ts";

export interface SearchPanelProps {
  /** Whether the dialog is open: each opening puts focus in the field. */
  open: boolean;
  /** Go to a result's address (closes the dialog). */
  onFollow: (url: string) => void;
}

type IndexState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; engine: SearchEngine };

/**
 * The search dialog's inside: a combobox field over a listbox of results (WAI-ARIA combobox with
 * listbox popup), so focus never leaves the field while the visitor types (a mousedown on a result
 * keeps it there too) and `aria-activedescendant` marks the selected option. The first result is
 * selected, so Enter follows the best match; ArrowUp/ArrowDown move the selection (wrapping), a
 * polite status announces the count, Escape closes the dialog (the native `<dialog>` does that).
 */
export function SearchPanel({ open, onFollow }: SearchPanelProps) {
  const { language, search: texts } = useSiteContent();
  const faqUrl = faqSectionHref(language);
  const contactUrl = usePagePath("contact");
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState<IndexState>({ status: "loading" });
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const hintId = useId();
  const suggestionsHeadingId = useId();

  useEffect(() => {
    let current = true;
    loadSiteSearch(language).then(
      (engine) => {
        if (current) setIndex({ status: "ready", engine });
      },
      () => {
        if (current) setIndex({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, language]);

  useEffect(() => {
    if (!open) return;
    // The dialog around us opens in its own effect, which runs after this one: focus next frame.
    const valueAtOpen = inputRef.current?.value;
    const frame = requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input || document.activeElement === input) return;
      input.focus();
      // Select the last query so typing replaces it, unless typing has already begun.
      if (input.value === valueAtOpen) input.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const normalized = normalizeQuery(query);
  const engine = index.status === "ready" ? index.engine : null;
  const results = useMemo(
    () => (engine && normalized ? runSearch(engine, normalized) : []),
    [engine, normalized],
  );
  const suggestionIds = texts.suggestions.ids;
  const suggestions = useMemo(
    () => (engine ? suggestedHits(engine, suggestionIds) : []),
    [engine, suggestionIds],
  );
  const showingSuggestions = normalized === "";
  const hits = showingSuggestions ? suggestions : results;
  const selected = hits.length > 0 ? Math.min(active, hits.length - 1) : -1;
  const optionId = (position: number) => `${listboxId}-option-${position}`;

  const announcement =
    engine === null || showingSuggestions
      ? ""
      : results.length === 0
        ? formatMessage(texts.noResults.text, { query: normalized })
        : results.length === 1
          ? texts.resultCountOne
          : formatMessage(texts.resultCount, { count: results.length });

  useEffect(() => {
    if (selected < 0) return;
    document.getElementById(optionId(selected))?.scrollIntoView({ block: "nearest" });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((selected + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[selected];
      if (hit) onFollow(hit.url);
    }
  };

  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        {/* A magnifier drawn here rather than taken from the icon set, which would share a chunk with the page. */}
        <svg className={styles.fieldIcon} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4.3-4.3" />
        </svg>
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={texts.inputLabel}
          aria-expanded={hits.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
          aria-describedby={hintId}
          placeholder={texts.placeholder}
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value.slice(0, SEARCH_MAX_QUERY_LENGTH));
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {texts.keyboardHint}
      </p>

      <div className={styles.body}>
        {index.status === "loading" && <SearchLoading text={texts.loading} announce={false} />}
        {index.status === "failed" && (
          <SearchLoadFailed
            text={texts.loadFailed}
            retryLabel={texts.retry}
            onRetry={() => {
              setIndex({ status: "loading" });
              setAttempt((count) => count + 1);
            }}
          />
        )}
        {engine && showingSuggestions && (
          <h3 id={suggestionsHeadingId} className={styles.heading}>
            {texts.suggestions.heading}
          </h3>
        )}
        <SearchResults
          id={listboxId}
          hits={hits}
          selected={selected}
          optionId={optionId}
          label={showingSuggestions ? undefined : texts.resultsLabel}
          labelledBy={showingSuggestions ? suggestionsHeadingId : undefined}
          onFollow={onFollow}
        />
        {engine && !showingSuggestions && results.length === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>
              {formatMessage(texts.noResults.text, { query: normalized })}
            </p>
            <p>{texts.noResults.hint}</p>
            <ul className={styles.emptyLinks}>
              <li>
                <a
                  href={faqUrl}
                  onClick={(event) => {
                    event.preventDefault();
                    onFollow(faqUrl);
                  }}
                >
                  {texts.noResults.faq}
                </a>
              </li>
              <li>
                <a
                  href={contactUrl}
                  onClick={(event) => {
                    event.preventDefault();
                    onFollow(contactUrl);
                  }}
                >
                  {texts.noResults.contact}
                </a>
              </li>
            </ul>
          </div>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
