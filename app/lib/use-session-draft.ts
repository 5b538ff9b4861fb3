import { useCallback, useMemo, useSyncExternalStore } from "react";
import { safeStorage } from "#app/lib/safe-storage.ts";

const session = safeStorage("sessionStorage");
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A draft kept in sessionStorage under `key`, so what the visitor typed survives a reload or an
 * accidental navigation in this tab and is gone when the tab closes. The prerendered HTML and
 * hydration see no draft; the stored one arrives right after. `parse` decides what a stored value
 * may be: anything it rejects (null) is treated as no draft.
 */
export function useSessionDraft<T>(
  key: string,
  parse: (raw: string | null) => T | null,
  serialize: (value: T) => string | null,
) {
  const raw = useSyncExternalStore(
    subscribe,
    () => session.get(key),
    () => null,
  );
  const draft = useMemo(() => parse(raw), [parse, raw]);

  const save = useCallback(
    (value: T) => {
      const serialized = serialize(value);
      if (serialized === null) session.remove(key);
      else session.set(key, serialized);
      for (const listener of listeners) listener();
    },
    [key, serialize],
  );

  const clear = useCallback(() => {
    session.remove(key);
    for (const listener of listeners) listener();
  }, [key]);

  return { draft, save, clear };
}
