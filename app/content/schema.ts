import { z } from "zod";

/**
 * The shape of every content file. Each file in `app/content/<lang>/` is validated against the
 * schema of the same name when the site builds; a mismatch fails the build naming the file and
 * the field. Components only ever see the parsed output types exported below.
 */

const text = z.string().trim().min(1, "must not be empty");
const url = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });
const internalPath = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /");
const href = z.union([url, internalPath], {
  error: "must be an http(s) URL or a path starting with /",
});
/** Marks an entry the spec does not give; the build lists every one still in place. */
const sample = z.boolean().optional();

const pageMeta = z.object({
  title: text.max(60, "keep page titles to 60 characters or fewer"),
  description: text
    .min(70, "write a description of at least 70 characters")
    .max(160, "keep descriptions to 160 characters or fewer"),
});

const externalLink = z.object({ label: text, url, sample });

export function createContentSchemas(markdownToHtml: (source: string) => string) {
  const markdown = text.transform((source) => markdownToHtml(source));

  const ui = z.object({
    newTab: text,
    skipLink: text,
    breadcrumbLabel: text,
    home: text,
    header: z.object({
      logoSuffix: text,
      navLabel: text,
      openMenu: text,
      closeMenu: text,
      menuTitle: text,
    }),
    footer: z.object({
      navLabel: text,
      contactHeading: text,
      exploreHeading: text,
      followHeading: text,
      contactPageLink: text,
      copyright: text,
    }),
    backToTop: text,
    notFound: z.object({ meta: pageMeta, title: text, text, backHome: text }),
    errors: z.object({
      title: text,
      text,
      reload: text,
      updating: text,
      updateFailed: text,
    }),
  });

  const site = z.object({
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language tag like en-MY"),
    origin: url.refine((value) => !value.endsWith("/"), "must not end with /"),
    programme: z.object({ name: text, shortName: text, description: text }),
    organisations: z
      .array(
        z.object({
          role: z.enum(["organiser", "sponsor", "trainingPartner"]),
          name: text,
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
      applicationForm: externalLink,
      hostCompanyForm: externalLink,
    }),
    navigation: z.array(z.object({ label: text, href })).min(1, "add at least one menu item"),
  });

  const kYouth = z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
  });

  const contact = z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
    heading: text,
    intro: markdown,
  });

  return { ui, site, "k-youth": kYouth, contact };
}

export type ContentSchemas = ReturnType<typeof createContentSchemas>;
export type ContentFileName = keyof ContentSchemas;
export type UiContent = z.output<ContentSchemas["ui"]>;
export type SiteContent = z.output<ContentSchemas["site"]>;
export type KYouthContent = z.output<ContentSchemas["k-youth"]>;
export type ContactContent = z.output<ContentSchemas["contact"]>;
export type PageMeta = z.output<typeof pageMeta>;
