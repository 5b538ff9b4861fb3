import type { z } from "zod";

/** A content file that cannot be used, with the file and field named for the editor. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** A field's place in a content file, as zod gives it: keys and list positions from 0. */
type FieldPath = readonly PropertyKey[];

const ORDINALS =
  "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(" ");

/** A list position counted from 1, in words: 0 is "first". */
export function ordinal(index: number): string {
  const position = index + 1;
  const word = ORDINALS[index];
  if (word !== undefined) return word;
  const teen = position % 100 >= 11 && position % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][position % 10] ?? "th");
  return `${position}${suffix}`;
}

/** What one entry of a list is called: `earlierIntakes` holds earlier intakes. */
function entryNoun(listKey: PropertyKey | undefined): string {
  if (typeof listKey !== "string") return "entry";
  const words = listKey.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  if (words.endsWith("ies")) return `${words.slice(0, -3)}y`;
  if (words.endsWith("s")) return words.slice(0, -1);
  return `entry in ${words}`;
}

/** The fields that name a list entry for a reader, in the order tried. */
const NAMING_FIELDS = ["name", "label", "title", "question", "heading", "id", "slug"];
const NAME_MAX = 50;

function entryName(entry: unknown): string | undefined {
  if (typeof entry !== "object" || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  const name = NAMING_FIELDS.map((key) => record[key]).find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  if (name === undefined) return undefined;
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 3)}...` : name;
}

function child(value: unknown, key: PropertyKey): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  return (value as Record<PropertyKey, unknown>)[key];
}

/**
 * Where a field sits, as an editor reads it: list entries by their position counted from 1 and
 * their name, fields by their key. `["intakes", 1, "applicationsClose"]` reads "the second
 * intake, K-Youth 2027, field applicationsClose".
 */
export function fieldPlace(path: FieldPath, data: unknown): string {
  const parts: string[] = [];
  let fields: string[] = [];
  let value = data;
  path.forEach((key, at) => {
    value = child(value, key);
    if (typeof key !== "number") {
      fields.push(String(key));
      return;
    }
    fields.pop();
    if (fields.length > 0) parts.push(`in ${fields.join(".")}`);
    fields = [];
    const name = entryName(value);
    const entry = `the ${ordinal(key)} ${entryNoun(path[at - 1])}`;
    parts.push(name === undefined ? entry : `${entry}, ${name}`);
  });
  if (fields.length > 0) {
    parts.push(parts.length > 0 ? `field ${fields.join(".")}` : fields.join("."));
  }
  return parts.join(", ") || "the whole file";
}

/** Kinds of value, as the content files write them. */
const KINDS: Record<string, string> = {
  string: "a text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list (lines starting with -)",
  object: "a group of fields (indented below its name)",
};

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return KINDS.array ?? "a list";
  if (value === null) return "empty";
  return KINDS[typeof value] ?? typeof value;
}

/** zod's own wording, which no content officer should have to read: "Invalid input: ...". */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Unrecognized key)/;

/** An issue in plain words: the schema's own message, or what zod found said plainly. */
function plainMessage(issue: z.core.$ZodIssue, value: unknown, entry: string | undefined): string {
  const own = entry !== undefined && issue.message.startsWith(`${entry}: `);
  const message = own ? issue.message.slice(entry.length + 2) : issue.message;
  if (!ZOD_WORDING.test(message)) return message;
  switch (issue.code) {
    case "invalid_type":
      if (value === undefined) return "is missing: add it";
      return `must be ${KINDS[issue.expected] ?? issue.expected}, not ${kindOf(value)}`;
    case "unrecognized_keys":
      return `has ${issue.keys.length === 1 ? "a field" : "fields"} this file does not use: ${issue.keys.join(", ")} (check the spelling, or remove it)`;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
      return issue.origin === "array"
        ? `needs at least ${String(issue.minimum)} entries`
        : `must be at least ${String(issue.minimum)}${issue.origin === "string" ? " characters long" : ""}`;
    case "too_big":
      return issue.origin === "array"
        ? `can have at most ${String(issue.maximum)} entries`
        : `must be at most ${String(issue.maximum)}${issue.origin === "string" ? " characters long" : ""}`;
    default:
      return "is not written the way this field needs: compare it with the entries beside it";
  }
}

/** The name of the list entry an issue is in, as its own message may begin with it. */
function innermostEntry(path: FieldPath, data: unknown): string | undefined {
  let value = data;
  let name: string | undefined;
  for (const key of path) {
    value = child(value, key);
    if (typeof key === "number") name = entryName(value);
  }
  return name;
}

/**
 * The message a content file's mistakes stop the build with: the file, then one line per mistake
 * with its place (fieldPlace) and what is wrong, in plain words. `data` is what was checked.
 */
export function contentErrorMessage(
  file: string,
  issues: readonly { path: FieldPath; message: string; issue?: z.core.$ZodIssue }[],
  data: unknown,
): string {
  const lines = issues.map(({ path, message, issue }) => {
    const value = path.reduce<unknown>(child, data);
    const entry = innermostEntry(path, data);
    const what = issue ? plainMessage(issue, value, entry) : message;
    return `  ${fieldPlace(path, data)}: ${what}`;
  });
  const count = issues.length === 1 ? "a mistake" : `${issues.length} mistakes`;
  return `${file}: ${count} to fix\n${lines.join("\n")}`;
}

/** A ContentError for what a schema found wrong in `data`, the content of `file`. */
export function schemaError(file: string, error: z.ZodError, data: unknown): ContentError {
  const issues = error.issues.map((issue) => ({ path: issue.path, message: issue.message, issue }));
  return new ContentError(contentErrorMessage(file, issues, data));
}

/**
 * Runs `step` in a Vite plugin. A content error in a build prints its message once, without the
 * bundler's stack trace, and stops the build; other plugins would each report it again. The
 * development server (`inDevServer`, Vite's `serve` command) shows it instead, and carries on once
 * the file is fixed.
 */
export function reportingContentErrors<T>(
  plugin: { error(message: string): never },
  inDevServer: boolean,
  step: () => T,
): T {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (inDevServer) plugin.error(error.message);
    process.stderr.write(
      `\n${error.message}\n\nThe build stopped: fix the content above, then build again.\n`,
    );
    return process.exit(1);
  }
}
