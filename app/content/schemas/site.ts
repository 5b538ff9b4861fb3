import { z } from "zod";
import { externalLink, href, richText, sample, text, url } from "./primitives.ts";

/** The only origin the contact page's map iframe may come from (CSP `frame-src`). */
const MAP_EMBED_ORIGIN = "https://www.google.com";

function isMapEmbedUrl(value: string): boolean {
  const parsed = new URL(value);
  return parsed.origin === MAP_EMBED_ORIGIN && parsed.pathname.startsWith("/maps");
}

export const siteSchema = z.object({
  origin: url.refine((value) => !value.endsWith("/"), "must not end with /"),
  programme: z.object({
    /** The programme's name in the file's language (decision 132), everywhere the site names it. */
    name: text,
    shortName: text,
    /** Shown in the footer; plain words in structured data and the web app manifest. */
    description: richText,
    /** Machine-readable facts for the structured data (schema.org WorkBasedProgram). */
    facts: z.object({
      /** ISO 8601 duration, such as P4M for four months. */
      duration: z.string().regex(/^P(\d+[YMWD])+$/, "must be an ISO 8601 duration like P4M"),
      /** Learning modes in schema.org's words: online, onsite, blended, ... */
      mode: z.array(text).min(1),
      /** The monthly allowance participants receive, at most. */
      allowance: z.object({
        currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like MYR"),
        maxPerMonth: z.number().positive(),
        /** The ceiling in words for search engines; `{amount}` is the maximum, as 2,500. */
        label: text.includes("{amount}", { error: "must contain {amount}" }),
      }),
      /** What participants finish with (schema.org occupationalCredentialAwarded). */
      credentials: z.array(text).min(1),
    }),
  }),
  organisations: z
    .array(
      z.object({
        role: z.enum(["organiser", "sponsor", "trainingPartner"]),
        name: text,
        /** What it is and what it does for the programme, in a sentence or two ("Who runs K-Youth"). */
        description: text,
        url,
        sample,
      }),
    )
    .min(1),
  contact: z.object({
    website: z.object({ label: text, url, sample }),
    phone: z.object({
      display: text,
      tel: z.string().regex(/^\+\d{8,15}$/, "must be an international number like +60312345678"),
      sample,
    }),
    email: z.object({ address: z.email("must be an email address"), sample }),
    address: z.object({
      lines: z.array(text).min(1, "add the address lines"),
      mapUrl: url,
      /** Loaded in an iframe only when the visitor asks; the CSP allows this one origin. */
      mapEmbedUrl: url.refine(isMapEmbedUrl, {
        error: `must be a Google Maps embed URL starting with ${MAP_EMBED_ORIGIN}/maps`,
      }),
      sample,
    }),
  }),
  social: z.array(
    z.object({
      network: z.enum(["facebook", "instagram", "linkedin", "youtube", "x", "tiktok"]),
      label: text,
      url,
      sample,
    }),
  ),
  links: z.object({
    aboutUs: externalLink,
    hostCompanyForm: externalLink,
  }),
  navigation: z.array(z.object({ label: text, href })).min(1, "add at least one menu item"),
});
