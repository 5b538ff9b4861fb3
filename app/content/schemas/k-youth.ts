import { z } from "zod";
import { assetFile, type MarkdownField, pageMeta, sample, text } from "./primitives.ts";

const sectionIntro = { eyebrow: text, heading: text };
const list = (what: string) => z.array(text).min(1, `add at least one ${what}`);
const lightboxLabels = { openLabel: text, closeLabel: text };

export function kYouthSchema(markdown: MarkdownField) {
  return z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
    banner: z.object({ lead: text, apply: text, learnMore: text }),
    whatWeOffer: z.object({
      ...sectionIntro,
      intro: text,
      cards: z
        .array(
          z.object({
            icon: z.enum(["experiential", "on-the-job", "mentorship"]),
            title: text,
            text,
          }),
        )
        .length(3, "What We Offer has exactly three cards"),
    }),
    about: z.object({
      ...sectionIntro,
      body: markdown,
      facts: z
        .array(z.object({ value: text, label: text }))
        .min(1)
        .max(4, "show at most 4 facts"),
      apply: text,
    }),
    framework: z.object({
      ...sectionIntro,
      ...lightboxLabels,
      intro: text,
      totalLabel: text,
      phases: z
        .array(z.object({ period: text, title: text, summary: text, points: list("point") }))
        .min(1, "add at least one phase"),
    }),
    highlights2024: z.object({
      ...sectionIntro,
      ...lightboxLabels,
      intro: text,
      moments: z
        .array(z.object({ title: text, text, sample }))
        .min(1, "add at least one highlight"),
    }),
    applicationProcess: z.object({
      ...sectionIntro,
      ...lightboxLabels,
      intro: text,
      steps: z
        .array(z.object({ title: text, text, sample }))
        .min(2, "add at least two steps")
        .max(8, "keep the process to 8 steps or fewer"),
    }),
    programme2025: z.object({
      ...sectionIntro,
      intro: text,
      requirements: z.object({ heading: text, items: list("requirement") }),
      benefits: z.object({ heading: text, items: list("benefit") }),
      apply: text,
    }),
    hostCompanies: z.object({
      ...sectionIntro,
      intro: text,
      why: z.object({ heading: text, items: list("reason") }),
      involves: z.object({ heading: text, items: list("item") }),
      notice: text,
      inquire: text,
    }),
    partners: z.object({
      ...sectionIntro,
      intro: text,
      logosLabel: text,
      pause: text,
      play: text,
      logos: z
        .array(z.object({ name: text, sample }))
        .min(1, "add at least one partner logo")
        .max(120, "the marquee holds at most 120 logos"),
    }),
    courses: z.object({
      ...sectionIntro,
      certificates: z.object({
        heading: text,
        items: z.array(z.object({ title: text, text })).min(1),
      }),
      softSkills: z.object({ heading: text, items: list("soft skill") }),
      modes: z.object({ heading: text, items: list("learning mode") }),
    }),
    testimonials: z.object({
      ...sectionIntro,
      carouselLabel: text,
      previous: text,
      next: text,
      slideLabel: text.includes("{index}", { message: "must contain {index}" }),
      dotLabel: text.includes("{index}", { message: "must contain {index}" }),
      items: z
        .array(
          z.object({
            name: text,
            company: text,
            quote: text.max(600, "keep quotes to 600 characters or fewer"),
            /** A portrait in app/assets/testimonials/; without one, the person's initials show. */
            image: assetFile("testimonials").optional(),
            sample,
          }),
        )
        .min(1, "add at least one testimonial"),
    }),
  });
}
