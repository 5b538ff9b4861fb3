/**
 * Element ids of the contact page's cards, which the site search points to (`/contact-us#<id>`).
 * The cards and the search index both read them here (a file of its own, so the programme page's
 * code never carries them). Keep them unchanged once the site is live. `contact-<field>` is taken
 * by the form's fields, hence `contact-card-`.
 */
export const CONTACT_CARD_IDS = {
  website: "contact-card-website",
  phone: "contact-card-phone",
  email: "contact-card-email",
  location: "contact-card-location",
} as const;

export type ContactCardKey = keyof typeof CONTACT_CARD_IDS;

/** The contact form's heading: links that bring a visitor to the form jump to it. */
export const CONTACT_FORM_HEADING_ID = "contact-form-heading";

/**
 * Other pages set the form's subject by linking to `/contact-us?subject=<id>`, with the subject's
 * words in the contact page's content (`form.presetSubjects`) in the page's language.
 */
export const CONTACT_SUBJECT_PARAM = "subject";
export const PRESET_SUBJECT_IDS = {
  /** "Tell me about the next intake", offered once applications have closed. */
  nextIntake: "next-intake",
} as const;
