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
