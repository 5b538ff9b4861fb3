import { z } from "zod";
import { accessibilitySchema } from "./schemas/accessibility.ts";
import { contactSchema } from "./schemas/contact.ts";
import { eligibilitySchema } from "./schemas/eligibility.ts";
import { faqSchema } from "./schemas/faq.ts";
import { intakesSchema } from "./schemas/intakes.ts";
import { programmeSchema } from "./schemas/programme.ts";
import { markdownField, type pageMeta } from "./schemas/primitives.ts";
import { searchSchema } from "./schemas/search.ts";
import { siteSchema } from "./schemas/site.ts";
import { uiSchema } from "./schemas/ui.ts";

/**
 * The shape of every content file. Each file in `app/content/<lang>/` is validated against the
 * schema of the same name when the site builds; a mismatch fails the build naming the file and
 * the field. Components only ever see the parsed output types exported below.
 */
export function createContentSchemas(markdownToHtml: (source: string) => string) {
  const markdown = markdownField(markdownToHtml);
  return {
    ui: withReviewMarker(uiSchema),
    site: withReviewMarker(siteSchema),
    programme: withReviewMarker(programmeSchema(markdown)),
    contact: withReviewMarker(contactSchema(markdown)),
    faq: withReviewMarker(faqSchema(markdown)),
    eligibility: withReviewMarker(eligibilitySchema(markdown)),
    accessibility: withReviewMarker(accessibilitySchema(markdown)),
    search: withReviewMarker(searchSchema),
  };
}

/**
 * A translated file lists its top-level sections that a native speaker has not yet checked in
 * `awaitingReview`; the content report counts them, and a reviewer removes a name once done.
 */
function withReviewMarker<Shape extends z.core.$ZodShape>(schema: z.ZodObject<Shape>) {
  const sections = Object.keys(schema.shape) as [string, ...string[]];
  return schema.extend({
    awaitingReview: z
      .array(
        z.enum(sections, { error: `must name a section of this file: ${sections.join(", ")}` }),
      )
      .optional(),
  });
}

/**
 * Content every language shares, at `app/content/<name>.yaml`: facts that are not words, such as
 * the intakes' dates. Each language's words about them stay in its own files.
 */
export const SHARED_CONTENT_SCHEMAS = { intakes: intakesSchema };
export type SharedContentFileName = keyof typeof SHARED_CONTENT_SCHEMAS;

type ContentSchemas = ReturnType<typeof createContentSchemas>;
export type ContentFileName = keyof ContentSchemas;
/** What each content file becomes once validated: `ContentOf["faq"]` is the FAQ's content. */
export type ContentOf = { [Name in ContentFileName]: z.output<ContentSchemas[Name]> };
export type UiContent = z.output<ContentSchemas["ui"]>;
export type SiteContent = z.output<ContentSchemas["site"]>;
export type ProgrammeContent = z.output<ContentSchemas["programme"]>;
export type ContactContent = z.output<ContentSchemas["contact"]>;
export type FaqContent = z.output<ContentSchemas["faq"]>;
export type EligibilityContent = z.output<ContentSchemas["eligibility"]>;
export type SearchContent = z.output<ContentSchemas["search"]>;
export type PageMeta = z.output<typeof pageMeta>;
export type IntakesContent = z.output<typeof intakesSchema>;
