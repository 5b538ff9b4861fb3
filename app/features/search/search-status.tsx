import styles from "./search-status.module.css";
import { buttonClass } from "#app/ui/button.ts";

interface SearchLoadingProps {
  text: string;
  /** Announce it; off where the panel's own live region already speaks for the dialog. */
  announce?: boolean;
}

/** "Loading…" while a part of search downloads (the panel, then the index). */
export function SearchLoading({ text, announce = true }: SearchLoadingProps) {
  return (
    <p className={styles.message} role={announce ? "status" : undefined}>
      {text}
    </p>
  );
}

interface SearchLoadFailedProps {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A part of search could not be downloaded: say so and let the visitor try again. */
export function SearchLoadFailed({ text, retryLabel, onRetry }: SearchLoadFailedProps) {
  return (
    <div className={styles.message} role="alert">
      <p>{text}</p>
      <button type="button" className={buttonClass("primary")} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
