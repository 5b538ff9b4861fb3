import { z } from "zod";
import { FAQ_TAB_SLUGS } from "#app/config/spec-constants.ts";
import { ordinal } from "#app/content/content-errors.ts";
import { byPhase, type MarkdownField, slug, text } from "./primitives.ts";

/** Longest item id: ids end up in URLs (`/k-youth#faq-<id>`), so keep them short. */
const FAQ_ID_MAX_LENGTH = 60;

export function faqSchema(markdown: MarkdownField) {
  const item = z.object({
    /** Stable: it is the question's address (`#faq-<id>`); changing it breaks shared links. */
    id: slug.max(FAQ_ID_MAX_LENGTH, `keep ids to ${FAQ_ID_MAX_LENGTH} characters or fewer`),
    title: text,
    body: markdown,
    /** Words that should find this question in the site search without being shown. */
    keywords: z.array(text).optional(),
  });

  const tab = z.object({
    slug: z.enum(FAQ_TAB_SLUGS, {
      error: `must be one of the FAQ tab slugs: ${FAQ_TAB_SLUGS.join(", ")}`,
    }),
    label: text,
    items: z.array(item).min(1, "add at least one question"),
  });

  return z
    .object({
      heading: text,
      intro: markdown,
      /** Names the row of tabs for assistive technology. */
      tabsLabel: text,
      /** The copy-link control under each answer: its label, and what it announces afterwards. */
      copyLink: text,
      /** Its full accessible name; `{question}` is replaced by the question. */
      copyLinkLabel: text.refine((label) => label.includes("{question}"), {
        error: "must contain {question}, where the question goes",
      }),
      linkCopied: text,
      copyFailed: text,
      /** The Share action beside Copy link; its full name with `{question}`. */
      shareItem: text,
      shareItemLabel: text.refine((label) => label.includes("{question}"), {
        error: "must contain {question}, where the question goes",
      }),
      /** The question under whose answer the state of applications shows ("How do I apply?"). */
      applicationStatusUnder: slug,
      /**
       * Words under an answer that depend on where applications stand (when the programme starts,
       * when the next intake opens), one text per phase: the answer itself stays true in every one.
       */
      underAnswers: z.array(z.object({ id: slug, ...byPhase(markdown).shape })),
      tabs: z.array(tab),
    })
    .superRefine((faq, context) => {
      // WCAG 2.5.3: the accessible name starts with the visible label, so voice control finds it.
      if (!faq.copyLinkLabel.startsWith(faq.copyLink)) {
        context.addIssue({
          code: "custom",
          path: ["copyLinkLabel"],
          message: `must start with the visible label "${faq.copyLink}"`,
        });
      }

      if (!faq.shareItemLabel.startsWith(faq.shareItem)) {
        context.addIssue({
          code: "custom",
          path: ["shareItemLabel"],
          message: `must start with the visible label "${faq.shareItem}"`,
        });
      }

      // Every spec tab exactly once.
      const slugs = faq.tabs.map((entry) => entry.slug);
      faq.tabs.forEach((entry, index) => {
        if (slugs.indexOf(entry.slug) !== index) {
          context.addIssue({
            code: "custom",
            path: ["tabs", index, "slug"],
            message: `duplicate tab "${entry.slug}"`,
          });
        }
      });
      const missing = FAQ_TAB_SLUGS.filter((required) => !slugs.includes(required));
      if (missing.length > 0) {
        context.addIssue({
          code: "custom",
          path: ["tabs"],
          message: `add the missing tab${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`,
        });
      }

      const ids = faq.tabs.flatMap((entry) => entry.items.map((question) => question.id));
      if (!ids.includes(faq.applicationStatusUnder)) {
        context.addIssue({
          code: "custom",
          path: ["applicationStatusUnder"],
          message: `"${faq.applicationStatusUnder}" is no question's id; use one of: ${ids.join(", ")}`,
        });
      }

      faq.underAnswers.forEach((under, index) => {
        if (ids.includes(under.id)) return;
        context.addIssue({
          code: "custom",
          path: ["underAnswers", index, "id"],
          message: `"${under.id}" is no question's id; use one of: ${ids.join(", ")}`,
        });
      });

      // Item ids and tab slugs share one address space (#faq-<id>), so each must be unique.
      const taken = new Map<string, string>(
        faq.tabs.map((entry, index) => [entry.slug, `the slug of the ${ordinal(index)} tab`]),
      );
      faq.tabs.forEach((entry, tabIndex) => {
        entry.items.forEach((question, itemIndex) => {
          const field = `the ${ordinal(itemIndex)} item of the ${ordinal(tabIndex)} tab`;
          const first = taken.get(question.id);
          if (first) {
            context.addIssue({
              code: "custom",
              path: ["tabs", tabIndex, "items", itemIndex, "id"],
              message: `duplicate id "${question.id}" (already used by ${first}); every question needs its own id`,
            });
          } else {
            taken.set(question.id, field);
          }
        });
      });
    });
}
