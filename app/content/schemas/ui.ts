import { z } from "zod";
import { pageMeta, text } from "./primitives.ts";

export const uiSchema = z.object({
  newTab: text,
  /** After a link to a page in English only (`englishOnly` in site.yaml), on pages in other languages. */
  englishOnly: text,
  /** Shown after a name the programme has not confirmed yet (an entry marked `sample: true`). */
  sample: text,
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
    accessibility: text,
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
