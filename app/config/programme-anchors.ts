/**
 * Element ids of the /k-youth sections that links and the site search point to (`/k-youth#<id>`).
 * The components and the search index both read them here, so a result can never point at an id
 * the page no longer has. Keep them unchanged once the site is live: people share these links.
 */
export const PROGRAMME_SECTION_IDS = {
  whatWeOffer: "what-we-offer",
  about: "about",
  framework: "program-framework",
  highlights2024: "2024-highlights",
  // No year: the section describes whichever intake the data gives, and its address outlives it.
  programme2025: "k-youth-programme",
  applicationProcess: "application-process",
  hostCompanies: "host-companies",
  partners: "strategic-partners",
  courses: "courses",
  testimonials: "testimonials",
} as const;

/**
 * Ids a section had before, kept as empty anchors at its top so links shared then still land on
 * it: the programme section was `#k-youth-programme-2025` while its id named the year.
 */
export const FORMER_PROGRAMME_SECTION_IDS: Partial<Record<ProgrammeSectionKey, readonly string[]>> =
  { programme2025: ["k-youth-programme-2025"] };

export type ProgrammeSectionKey = keyof typeof PROGRAMME_SECTION_IDS;
