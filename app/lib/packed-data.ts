/**
 * A loader's data sent to the page as one JSON string. React Router's own encoding turns every
 * value of the content into an entry it decodes one by one in JavaScript when the page hydrates,
 * in the task that starts hydration; the browser parses one string of JSON natively, many times
 * faster. Why: docs/decisions/160-loader-data-travels-as-one-json-string.md.
 */
declare const contents: unique symbol;

/**
 * The value itself if every part of it is JSON (no dates, maps, sets or functions), so that
 * unpacking gives back the same value; `never` in the parts that are not.
 */
type JsonOnly<T> = T extends string | number | boolean | null
  ? T
  : T extends readonly unknown[]
    ? { readonly [Index in keyof T]: JsonOnly<T[Index]> }
    : T extends (...args: never[]) => unknown
      ? never
      : T extends Date | Map<unknown, unknown> | Set<unknown>
        ? never
        : T extends object
          ? { [Key in keyof T]: JsonOnly<T[Key]> }
          : T extends undefined
            ? T
            : never;

/** A value of type `T`, packed as JSON. */
export type Packed<T> = string & { readonly [contents]: T };

/** The value a packed loader data holds. */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;

export function pack<T>(value: T & JsonOnly<T>): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

/**
 * One parse per loader data, however many parts of the page read it (the route, its meta, its
 * structured data): the router keeps the same string for as long as the data stays current.
 */
const unpacked = new Map<string, unknown>();

export function unpack<T>(packed: Packed<T>): T {
  if (!unpacked.has(packed)) unpacked.set(packed, JSON.parse(packed));
  return unpacked.get(packed) as T;
}
