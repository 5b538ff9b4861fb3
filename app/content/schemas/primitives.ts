import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "#app/config/seo.ts";
import { MarkdownContentError } from "#app/content/markdown.ts";
import {
  hasLanguageMark,
  LanguageMarkError,
  parseRichText,
  type RichText,
} from "#app/content/rich-text.ts";

const SHARE_HEADING_MAX = 60;

/** Building blocks shared by every content file's schema. */
const words = z.string().trim().min(1, "must not be empty");

/** A content text turned, when the site builds, into what the page receives. */
type BuiltText<Output> = z.ZodPipe<z.ZodString, z.ZodTransform<Output, string>>;

/** The bug-report note marked appends to any error thrown while it renders: not for editors. */
const MARKED_REPORT_NOTE = /\s*Please report this to https:\/\/github\.com\/markedjs\/marked\.$/;

/** Builds a field's value from its text; a content error in the text is reported on the field. */
function builtFrom<Output>(build: (source: string) => Output): BuiltText<Output> {
  return words.transform((source, context) => {
    try {
      return build(source);
    } catch (error) {
      if (!(error instanceof MarkdownContentError || error instanceof LanguageMarkError)) {
        throw error;
      }
      const message = error.message.replace(MARKED_REPORT_NOTE, "");
      context.issues.push({ code: "custom", message, input: source });
      return z.NEVER;
    }
  });
}

/**
 * Words used whole, often in attributes and metadata (labels, titles, names), where an element
 * cannot mark part of them as another language: a `[...]{lang=..}` mark here is refused.
 */
export const text = words.refine((value) => !hasLanguageMark(value), {
  error:
    "this text cannot mark words of another language; write it without [...]{lang=..}, or make the field rich text",
});

/**
 * Running text that may hold words of another language, marked `[Generative AI]{lang=en}`
 * (decision 132); the page receives a RichText and renders it with <Text>.
 */
export const richText: BuiltText<RichText> = builtFrom(parseRichText);

/**
 * Marks words a visitor reads as a section's text: the site search indexes them
 * (app/features/search/search-index.ts). Labels of controls (buttons, carousel names) stay unmarked, so a
 * new label is never indexed by accident.
 */
export function searchable<T extends z.ZodType>(schema: T): T {
  return schema.meta({ searchable: true });
}
export function isSearchable(schema: z.core.$ZodType): boolean {
  return z.globalRegistry.get(schema)?.searchable === true;
}
export const searchableText = searchable(text);
export const searchableRichText = searchable(richText);
/** A text that must keep each of `placeholders`, which the site fills in. */
export function keeping(...placeholders: string[]) {
  return text.refine((value) => placeholders.every((name) => value.includes(`{${name}}`)), {
    error: `keep ${placeholders.map((name) => `{${name}}`).join(" and ")} in this text`,
  });
}
const DAY_WRITTEN = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whether the date a value starts with (2027-02-28) is a day of the calendar: 2027-02-30 is not. */
export function isCalendarDay(value: string): boolean {
  const [, year, month, day] = (DAY_WRITTEN.exec(value) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date's mistake in words: a day the calendar does not have, or else the expected form. */
export function dateProblem(value: unknown, expected: string): string {
  if (typeof value === "string" && DAY_WRITTEN.test(value) && !isCalendarDay(value)) {
    return `${value.slice(0, 10)} is not a day of the calendar: check the month and the day`;
  }
  return expected;
}

/** A day, 2025-06-04; a mistake stops this field's other checks, which would only repeat it. */
export const isoDate = z.iso.date({
  abort: true,
  error: (issue) => dateProblem(issue.input, "must be a date like 2025-06-04"),
});
export const url = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });
/**
 * The address of a form people fill in with their personal details: https only, so nobody sends
 * them unencrypted, and a browser never warns on the way to it.
 */
export const httpsUrl = z
  .url({
    protocol: /^https$/,
    error: (issue) =>
      `must be a full address starting with https://, not ${JSON.stringify(issue.input)}`,
  })
  // The content editor's check before saving: the same rule as a pattern.
  .meta({ pattern: "^https://\\S+$" });
export const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /");
export const href = z.union([url, sitePath], {
  error: "must be an http(s) URL or a path starting with /",
});
/**
 * Words written once for each phase of applications (IntakePhase in app/content/intake-state.ts), so
 * no sentence says another phase than the page's status beside it: `beforeOpening` (the next
 * intake's dates ahead), `open`, and once the last intake has closed with none announced,
 * `closed` (before its training), `running` and `finished`. The page carries every phase's words
 * and shows the visitor's (decision 144). Placeholders name the intake the phase is about:
 * `{name}`, `{opens}` and `{closes}` (day and time), `{opensOn}`, `{closesOn}`,
 * `{trainingStart}` and `{trainingEnd}` (days).
 */
export function byPhase<Field extends z.ZodType>(field: Field) {
  return z.object({
    beforeOpening: field,
    open: field,
    closed: field,
    running: field,
    finished: field,
  });
}
/** Marks an entry the spec does not give; the build lists every one still in place. */
export const sample = z.boolean().optional();
/** A stable identifier used in URLs and element ids. */
export const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "must be lowercase words joined by hyphens, like about-the-course",
  );

export const pageMeta = z.object({
  title: text.max(TITLE_MAX, `keep page titles to ${TITLE_MAX} characters or fewer`),
  description: text
    .min(DESCRIPTION_MIN, `write a description of at least ${DESCRIPTION_MIN} characters`)
    .max(DESCRIPTION_MAX, `keep descriptions to ${DESCRIPTION_MAX} characters or fewer`),
  /** The big words on the page's share card (link previews); up to three lines fit. */
  shareHeading: text.max(
    SHARE_HEADING_MAX,
    `keep share headings to ${SHARE_HEADING_MAX} characters or fewer`,
  ),
});

/**
 * The page an address leads to exists in English only: links to it say so on pages in other
 * languages (ui.yaml `englishOnly`), wherever the address is linked from.
 */
export const englishOnly = z.boolean().optional();

export const externalLink = z.object({ label: text, url, englishOnly, sample });

/**
 * Long text written in Markdown, rendered to safe HTML when the site builds. Markdown that cannot
 * be rendered (an unknown link token) is reported as an issue on this field, so the build names it.
 */
export type MarkdownField = BuiltText<string>;
export function markdownField(markdownToHtml: (source: string) => string): MarkdownField {
  return builtFrom(markdownToHtml).meta({ markdown: true });
}
/** The content editor offers a Markdown editor for these fields, a plain text box for the rest. */
export function isMarkdown(schema: z.core.$ZodType): boolean {
  return z.globalRegistry.get(schema)?.markdown === true;
}

const assetsRoot = join(import.meta.dirname, "../../assets");

/** An image file in `app/assets/<folder>/`, named without the folder; it must exist. */
export function assetFile(folder: string) {
  return z
    .string()
    .regex(/^[\w-]+\.(svg|png|jpe?g|webp|avif)$/, "must be a file name like photo.jpg")
    .refine((name) => existsSync(join(assetsRoot, folder, name)), {
      error: (issue) => `app/assets/${folder}/${String(issue.input)} does not exist`,
    });
}
