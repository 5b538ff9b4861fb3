/**
 * The specification's fixed numbers that several parts of the site read. A number only one part
 * reads lives beside it (the sticky header's 118 px in site-header.tsx, the carousel's debounce in
 * use-carousel.ts, and so on); those only the styles read are the "Spec constants" block of
 * app/styles/tokens.css. spec-constants.test.ts holds every one of them to the specification.
 */

/** The FAQ tabs' URL slugs, in the spec's order; the first is the default tab. */
export const FAQ_TAB_SLUGS = [
  "about-k-youth",
  "about-the-course",
  "about-the-on-the-job-training",
] as const;
export type FaqTabSlug = (typeof FAQ_TAB_SLUGS)[number];
export const FAQ_DEFAULT_TAB: FaqTabSlug = "about-k-youth";
