import { z } from "zod";
import { isoDate, type MarkdownField, pageMeta, slug, text } from "./primitives.ts";

export function accessibilitySchema(markdown: MarkdownField) {
  return z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
    /** When the statement was last checked against the site; shown on the page. */
    lastReviewed: isoDate,
    reviewedLabel: text.refine((value) => value.includes("{date}"), {
      error: "keep {date} where the review date should appear",
    }),
    intro: markdown,
    sections: z
      .array(z.object({ id: slug, heading: text, body: markdown }))
      .min(1, "the statement needs at least one section")
      .refine((sections) => new Set(sections.map(({ id }) => id)).size === sections.length, {
        error: "section ids must differ",
      }),
    /** How to report a problem: the team's email and phone from site.yaml follow its text. */
    report: z.object({
      heading: text,
      body: markdown,
      email: text,
      phone: text,
      form: text,
    }),
  });
}
