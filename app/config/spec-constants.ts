/**
 * The specification's fixed numbers that code reads. Those only the styles read (scroll margin,
 * collapse duration, the partner marquee's timing and sizes) are the "Spec constants" block of
 * app/styles/tokens.css.
 */
export const STICKY_HEADER_AFTER_PX = 118;
export const BACK_TO_TOP_AFTER_PX = 150;
export const SUCCESS_MESSAGE_TIMEOUT_MS = 5000;
export const PARTNER_LOGO_COUNT = 53;
export const TESTIMONIALS_SHOWN = 4;
/**
 * Embla's `duration` is a spring constant, not milliseconds: at 18 a slide comes within 1 px of
 * its place in about 470 ms at 60 frames a second, the closest match to the specification's 500 ms slide.
 */
export const TESTIMONIAL_EMBLA_DURATION = 18;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 50;
/** The FAQ tabs' URL slugs, in the spec's order; the first is the default tab. */
export const FAQ_TAB_SLUGS = [
  "about-k-youth",
  "about-the-course",
  "about-the-on-the-job-training",
] as const;
export type FaqTabSlug = (typeof FAQ_TAB_SLUGS)[number];
export const FAQ_DEFAULT_TAB: FaqTabSlug = "about-k-youth";
