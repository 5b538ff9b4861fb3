import { z } from "zod";
import {
  assetFile,
  byPhase,
  keeping,
  type MarkdownField,
  pageMeta,
  sample,
  searchable,
  searchableRichText,
  searchableText,
  sitePath,
  text,
} from "./primitives.ts";

// A section's eyebrow and heading are its search result's location and title, not its text.
const sectionIntro = { eyebrow: text, heading: text };
const list = (what: string) => z.array(searchableRichText).min(1, `add at least one ${what}`);
/** A searchable heading over a list. */
const titledList = (what: string) => z.object({ heading: searchableText, items: list(what) });
const lightboxLabels = { openLabel: text, closeLabel: text };

export function programmeSchema(markdown: MarkdownField) {
  return z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
    banner: z.object({ lead: text, learnMore: text, checkEligibility: text }),
    /**
     * The words of the calls to action, which follow the state of applications on every page
     * (app/features/intake/): `{name}` is the intake, `{opens}`, `{closes}` and `{closedOn}` its
     * dates, `{days}` the days left to apply.
     */
    applications: z.object({
      status: z.object({
        upcoming: keeping("name", "opens"),
        open: keeping("name", "closes"),
        closingSoon: keeping("days", "closes"),
        lastDay: keeping("closes"),
        closed: keeping("name", "closedOn"),
        nextKnown: keeping("name", "opens"),
        nextToBeAnnounced: text,
        /** Added once the last intake's on-the-job training has ended. */
        finished: keeping("name"),
        /** Shown only without JavaScript, which cannot tell the state on the day it is read. */
        asOf: keeping("date"),
      }),
      apply: text,
      addToCalendar: text,
      askAboutNext: text,
      registerInterest: text,
      /** The "applications open" event of the .ics file; `{form}` and `{page}` are addresses. */
      calendar: z.object({
        summary: keeping("name"),
        description: keeping("name", "opens", "closes"),
      }),
    }),
    /** The Share action (app/features/share/): its words and the channels' names. */
    share: z
      .object({
        label: text,
        pageLabel: text,
        message: text.max(200, "keep the message to 200 characters or fewer"),
        listLabel: text,
        channels: z.object({ whatsapp: text, telegram: text, linkedin: text, email: text }),
        copyLink: text,
        linkCopied: text,
        copyFailed: text.includes("{address}", { message: "must contain {address}" }),
      })
      // WCAG 2.5.3: the accessible name starts with the visible label, so voice control finds it.
      .refine((share) => share.pageLabel.startsWith(share.label), {
        path: ["pageLabel"],
        error: "must start with the visible label",
      }),
    /** Shown only when the page is printed, at its end. */
    print: z.object({
      printed: text
        .includes("{address}", { message: "must contain {address}" })
        .includes("{date}", { message: "must contain {date}" }),
      undated: text.includes("{address}", { message: "must contain {address}" }),
    }),
    whatWeOffer: z.object({
      ...sectionIntro,
      intro: searchableText,
      cards: z
        .array(
          z.object({
            icon: z.enum(["experiential", "on-the-job", "mentorship"]),
            title: searchableText,
            text: searchableText,
          }),
        )
        .length(3, "What We Offer has exactly three cards"),
    }),
    about: z.object({
      ...sectionIntro,
      body: searchable(markdown),
      /** The heading over the organisations of site.yaml: who runs, sponsors and trains. */
      whoRunsIt: searchableText,
      facts: z
        .array(z.object({ value: searchableText, label: searchableText }))
        .min(1)
        .max(4, "show at most 4 facts"),
    }),
    framework: z.object({
      ...sectionIntro,
      ...lightboxLabels,
      intro: searchableText,
      totalLabel: searchableText,
      phases: z
        .array(
          z.object({
            period: searchableText,
            title: searchableRichText,
            summary: searchableText,
            points: list("point"),
          }),
        )
        .min(1, "add at least one phase"),
    }),
    highlights2024: z.object({
      ...sectionIntro,
      ...lightboxLabels,
      intro: searchableText,
      moments: z
        .array(z.object({ title: searchableText, text: searchableRichText, sample }))
        .min(1, "add at least one highlight"),
    }),
    applicationProcess: z.object({
      ...sectionIntro,
      ...lightboxLabels,
      intro: byPhase(text),
      steps: z
        .array(
          z.object({
            title: searchableText,
            text: searchableRichText,
            /** A page of this site the step's title leads to, such as the eligibility check. */
            href: sitePath.optional(),
            sample,
          }),
        )
        .min(2, "add at least two steps")
        .max(8, "keep the process to 8 steps or fewer"),
    }),
    programme2025: z.object({
      ...sectionIntro,
      intro: searchableText,
      requirements: titledList("requirement"),
      benefits: titledList("benefit"),
      checkEligibility: text,
    }),
    hostCompanies: z.object({
      ...sectionIntro,
      intro: searchableText,
      why: titledList("reason"),
      involves: titledList("item"),
      notice: searchableText,
      inquire: text,
    }),
    partners: z.object({
      ...sectionIntro,
      intro: searchableText,
      logosLabel: text,
      pause: text,
      play: text,
      logos: z
        .array(z.object({ name: searchableText, sample }))
        .min(1, "add at least one partner logo")
        .max(120, "the marquee holds at most 120 logos"),
    }),
    courses: z.object({
      ...sectionIntro,
      certificates: z.object({
        heading: searchableText,
        items: z.array(z.object({ title: searchableRichText, text: searchableText })).min(1),
      }),
      softSkills: titledList("soft skill"),
      modes: titledList("learning mode"),
    }),
    testimonials: z.object({
      ...sectionIntro,
      carouselLabel: text,
      /** What a screen reader calls the carousel and each slide (aria-roledescription). */
      carouselRole: text,
      slideRole: text,
      previous: text,
      next: text,
      slideLabel: text.includes("{index}", { message: "must contain {index}" }),
      dotLabel: text.includes("{index}", { message: "must contain {index}" }),
      items: z
        .array(
          z.object({
            name: searchableText,
            company: searchableText,
            quote: searchable(text.max(600, "keep quotes to 600 characters or fewer")),
            /** A portrait in app/assets/testimonials/; without one, the person's initials show. */
            image: assetFile("testimonials").optional(),
            sample,
          }),
        )
        .min(1, "add at least one testimonial"),
    }),
  });
}
