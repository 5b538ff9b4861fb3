/**
 * When a deploy replaces the hashed code files, a tab opened earlier can fail to load a code part
 * ("Loading chunk failed"). Loading a page's document afresh gets the new version: the error page
 * does it for the page it shows, a client navigation for the page it was going to
 * (`navigation-fallback.ts`). Once per address a minute: if it already happened moments ago, the
 * error page shows a message with a reload button instead of looping.
 */
const LOADED_AT_KEY_PREFIX = "k-youth:fresh-load-at:";
const FRESH_LOAD_GUARD_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** The address a fresh load is counted against: path and query; the fragment does not matter. */
export function pageAddress({ pathname, search }: Pick<URL, "pathname" | "search">): string {
  return `${pathname}${search}`;
}

/**
 * Whether a fresh load of `address` is allowed: none happened in the last minute, and storage
 * works.
 */
export function canLoadFreshDocument(
  address: string,
  storage: Storage = window.sessionStorage,
  now: number = Date.now(),
): boolean {
  try {
    const loadedAt = Number(storage.getItem(LOADED_AT_KEY_PREFIX + address));
    return !Number.isFinite(loadedAt) || now - loadedAt >= FRESH_LOAD_GUARD_MS;
  } catch {
    // Without storage there is no loop guard, so never load by ourselves.
    return false;
  }
}

/** Records the fresh load of `address` (so the next failure there does not loop), then loads. */
export function loadFreshDocument(
  address: string,
  load: () => void,
  storage: Storage = window.sessionStorage,
  now: number = Date.now(),
): void {
  storage.setItem(LOADED_AT_KEY_PREFIX + address, String(now));
  load();
}

/**
 * The URL of the code file a failed dynamic import names ("Failed to fetch dynamically imported
 * module: https://…/assets/x.js" in Chromium, "error loading dynamically imported module: …" in
 * Firefox), if it is one of this site's own scripts.
 */
export function failedImportUrl(error: unknown, origin: string): string | null {
  if (!(error instanceof Error)) return null;
  const match = /(https?:\/\/\S+?\.js)\b/.exec(error.message);
  if (!match?.[1]) return null;
  try {
    const url = new URL(match[1]);
    return url.origin === origin ? url.origin + url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Wraps a dynamic import so that a failure can be retried. The promise is shared while it is
 * pending or after it succeeded; after a failure the next call tries again. Browsers remember a
 * failed module download for the rest of the page's life, so the retry asks for the file the
 * error names under a fresh `?retry=` URL, which the browser has to fetch again.
 */
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  let failedUrl: string | null = null;
  return () => {
    if (pending) return pending;
    const attempt = failedUrl
      ? (import(/* @vite-ignore */ `${failedUrl}?retry=${Date.now()}`) as Promise<T>)
      : load();
    pending = attempt.catch((error: unknown) => {
      pending = null;
      failedUrl = failedImportUrl(error, window.location.origin) ?? failedUrl;
      throw error;
    });
    return pending;
  };
}
