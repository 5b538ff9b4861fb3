import { z } from "zod";
import { PRESET_SUBJECT_IDS } from "#app/config/contact-anchors.ts";
import { type MarkdownField, pageMeta, sample, slug, text } from "./primitives.ts";

const presetSubjectIds: string[] = Object.values(PRESET_SUBJECT_IDS);

/** A text that must keep the `{max}` placeholder, replaced by the field's character limit. */
const withMax = text.refine((value) => value.includes("{max}"), {
  error: "keep {max} where the character limit should appear",
});

const field = z.object({ label: text, hint: text.optional() });
const tooLong = z.object({ tooLong: withMax });

export function contactSchema(markdown: MarkdownField) {
  return z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
    heading: text,
    intro: markdown,
    cards: z.object({ label: text, website: text, phone: text, email: text, location: text }),
    form: z.object({
      heading: text,
      intro: text,
      optional: text,
      fields: z.object({
        fullname: field,
        email: field,
        phone: field,
        subject: field,
        message: z.object({ label: text, hint: withMax.optional() }),
      }),
      /** Subjects other pages set by linking to `/contact-us?subject=<id>`; the site links to each id. */
      presetSubjects: z
        .array(z.object({ id: slug, text }))
        .refine(
          (subjects) =>
            presetSubjectIds.every((id) => subjects.some((subject) => subject.id === id)),
          { error: `keep a subject for each of: ${presetSubjectIds.join(", ")}` },
        ),
      honeypot: text,
      errors: z.object({
        summaryTitle: text,
        prefix: text,
        fullname: z.object({ required: text, tooLong: withMax }),
        email: z.object({ required: text, format: text, tooLong: withMax }),
        phone: tooLong,
        subject: tooLong,
        message: tooLong,
      }),
      privacyPointer: markdown,
      submit: text,
      sending: text,
      success: text,
      failure: z.object({
        title: text,
        network: text,
        timeout: text,
        rateLimited: text,
        service: text,
        kept: text,
        retry: text,
        byEmail: text,
      }),
      emailApp: z.object({ notice: text, submit: text, opened: text, link: text }),
      /** For a message too long for a `mailto:` link: copy it, open the email, paste it in. */
      copyToEmail: z.object({
        heading: text,
        status: text,
        reason: text,
        steps: z.array(text).min(1),
        textLabel: text,
        copy: text,
        copied: text,
        copyFailed: text,
        open: text,
      }),
      email: z.object({ subject: text, fullname: text, email: text, phone: text }),
      noScript: text,
    }),
    privacy: z.object({ heading: text, body: markdown, sample }),
    map: z.object({
      heading: text,
      openInMaps: text,
      show: text,
      notice: text,
      iframeTitle: text,
    }),
  });
}
