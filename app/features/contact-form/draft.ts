import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  type ContactValues,
  DRAFT_VERSION,
} from "./settings.ts";

/** What a stored draft looks like: `{ "version": 1, "values": { "fullname": "...", ... } }`. */
interface StoredDraft {
  version: typeof DRAFT_VERSION;
  values: ContactValues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads a stored draft. Anything malformed, from another version of the form, with unexpected
 * or over-long values is ignored (null): storage is input like any other and is not trusted.
 */
export function parseDraft(raw: string | null): ContactValues | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== DRAFT_VERSION || !isRecord(data.values)) return null;
  const stored = data.values;
  if (Object.keys(stored).some((key) => !(CONTACT_FIELDS as readonly string[]).includes(key))) {
    return null;
  }
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const value = stored[field];
    if (typeof value !== "string" || value.length > CONTACT_MAX_LENGTH[field]) return null;
    values[field] = value;
  }
  return values;
}

/** The stored form of a draft; null when there is nothing worth keeping. */
export function serializeDraft(values: ContactValues): string | null {
  if (CONTACT_FIELDS.every((field) => values[field] === "")) return null;
  const draft: StoredDraft = { version: DRAFT_VERSION, values };
  return JSON.stringify(draft);
}
