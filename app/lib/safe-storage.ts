/**
 * Web Storage that never throws. Storage can be missing (prerendering), disabled by the browser,
 * full, or blocked in a sandboxed frame; then reads find nothing and writes are skipped.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(area: "localStorage" | "sessionStorage"): SafeStorage {
  const storage = (): Storage | null => {
    try {
      return typeof window === "undefined" ? null : window[area];
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Full or blocked storage only costs the convenience it would have given.
      }
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
