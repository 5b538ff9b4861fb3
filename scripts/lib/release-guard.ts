/**
 * What must not reach the public site: entries still marked `sample: true`, addresses on the
 * domains reserved for examples (RFC 2606 and 6761: `.example`, `example.com`, `.test` ...), and
 * placeholder phone numbers (`+60 3-0000 0000`). A release build stops while any is left
 * (`RELEASE=production npm run build`); the everyday build only counts the samples.
 */
import {
  contentFiles,
  contentRoot,
  displayPath,
  fieldPath,
  findSampleEntries,
  isRecord,
  readYaml,
} from "#app/content/content-files.ts";

export interface Placeholder {
  file: string;
  field: string;
  /** Why it is a placeholder, and the value, shortened. */
  problem: string;
}

const RELEASE_ENV_NAME = "RELEASE";

/** `RELEASE=production`: the build that goes live. */
export function isReleaseBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[RELEASE_ENV_NAME] === "production";
}

/** Host names reserved for examples and tests; none of them reaches a real site. */
const RESERVED_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;
/** Hosts in web addresses and `mailto:`, the whole of a value that is an address or a host name. */
const ADDRESS_HOSTS = [
  /\bhttps?:\/\/([^/\s?#)\]>"']+)/gi,
  /\bmailto:[^@\s]+@([^\s?#)\]>"']+)/gi,
  /^[^@\s]+@([^@\s]+)$/g,
  /^([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/gi,
];
/**
 * Any mention of a `.example` host, in prose too: that is how sample content is marked (decision
 * 006). `example.com` in prose is left alone, where it illustrates a format ("like
 * name@example.com"), which is what it is reserved for.
 */
const EXAMPLE_TLD = /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example\b(?![.\w-])/gi;

/** Runs of digits, spaces, dashes and brackets that read as a phone number. */
const PHONE = /\+?\d[\d\s()-]{6,}\d/g;
const MALAYSIA = "60";

function reservedHosts(value: string): string[] {
  const hosts = ADDRESS_HOSTS.flatMap((pattern) =>
    [...value.trim().matchAll(pattern)].map((match) => (match[1] ?? "").replace(/:\d+$/, "")),
  );
  const found = hosts.filter((host) => RESERVED_HOST.test(host));
  return [...new Set([...found, ...(value.match(EXAMPLE_TLD) ?? [])])];
}

/** A number whose last seven digits are one digit repeated, or counting up: `0000000`, `1234567`. */
export function isPlaceholderPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  const national = digits.startsWith(MALAYSIA) ? digits.slice(MALAYSIA.length) : digits;
  if (national.length < 8) return false;
  const subscriber = national.slice(-7);
  return /^(\d)\1+$/.test(subscriber) || "01234567890".includes(subscriber);
}

function shorten(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

function placeholdersIn(value: unknown, file: string, path: string): Placeholder[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => placeholdersIn(item, file, fieldPath(path, index)));
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, child]) =>
      placeholdersIn(child, file, fieldPath(path, key)),
    );
  }
  if (typeof value !== "string") return [];
  const found: Placeholder[] = reservedHosts(value).map((host) => ({
    file,
    field: path,
    problem: `example domain ${host}: ${shorten(value)}`,
  }));
  for (const phone of value.match(PHONE) ?? []) {
    if (isPlaceholderPhone(phone)) {
      found.push({ file, field: path, problem: `placeholder phone number ${phone.trim()}` });
    }
  }
  return found;
}

/** Every sample entry and placeholder of the content (or of a copy of its folder). */
export function findPlaceholders(root = contentRoot): Placeholder[] {
  const samples = findSampleEntries(root).map(({ file, field, label }): Placeholder => ({
    file,
    field,
    problem: `marked sample: true${label ? ` (${shorten(label)})` : ""}`,
  }));
  const values = contentFiles(root).flatMap((file) =>
    placeholdersIn(readYaml(file), displayPath(file), ""),
  );
  // By file; within a file, the sample entries first, then the values.
  return [...samples, ...values].sort((a, b) => a.file.localeCompare(b.file));
}

const INTAKES_FILE = "intakes.yaml";
/** Deleting an intake would clear its samples, and drop it from the eligibility check's past programmes. */
const RETIRING_AN_INTAKE =
  'An intake whose applications closed and whose dates nobody can confirm: never delete it, retire it by moving its year and name to earlierIntakes (docs/editing.md, "Retiring an intake"). The eligibility check keeps it among the past programmes.';

/** The message a release build stops with, naming each file and field. */
export function releaseGuardMessage(placeholders: readonly Placeholder[]): string {
  return [
    `Release build stopped (${RELEASE_ENV_NAME}=production): ${placeholders.length} sample entries and placeholders are still in the content.`,
    ...placeholders.map(({ file, field, problem }) => `  ${file} ${field}: ${problem}`),
    "Replace them with the real details (docs/content.md), untick Sample, and build again. Builds without RELEASE=production are not checked.",
    ...(placeholders.some(({ file }) => file.endsWith(INTAKES_FILE)) ? [RETIRING_AN_INTAKE] : []),
  ].join("\n");
}
