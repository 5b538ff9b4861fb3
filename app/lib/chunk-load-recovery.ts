/**
 * When a deploy replaces the hashed code files, a tab opened earlier can fail to load a code part
 * ("Loading chunk failed"). One automatic reload fetches the new version; if that already
 * happened moments ago, the caller shows a message with a reload button instead of looping.
 */
const RELOADED_AT_KEY = "k-youth:chunk-reload-at";
const RELOAD_GUARD_MS = 60_000;

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

function readReloadedAt(storage: Storage): number {
  const stored = Number(storage.getItem(RELOADED_AT_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

/**
 * Reloads the page unless it was reloaded for the same reason within the last minute.
 * Returns whether a reload was started.
 */
export function reloadOncePerMinute(
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  try {
    if (now - readReloadedAt(storage) < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Storage can be unavailable (private modes, quotas); without the guard, do not risk a loop.
    return false;
  }
  reload();
  return true;
}
