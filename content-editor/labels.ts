/**
 * The words of the content editor at /admin/, written for the programme team: what each content
 * file is called, how the files are grouped, and the labels and hints of the fields that need more
 * than their name. config.ts makes the editor from the content schemas and these; a field
 * not named here gets a label made from its name ("copyLinkLabel" becomes "Copy link label").
 *
 * Field paths leave list items out: `tabs.items.body` is the answer of every FAQ question.
 * `"*"` applies to a field of that name in any file.
 */
import type { ContentFileName, SharedContentFileName } from "#app/content/schema.ts";

type FileName = ContentFileName | SharedContentFileName;

interface FieldText {
  label?: string;
  hint?: string;
  /** The Add button of a list: "Add question". */
  singular?: string;
}

export const FILE_TEXT: Record<FileName, { label: string; icon?: string; previewPath?: string }> = {
  site: { label: "Site settings: organisations, contact details, links, menu", icon: "settings" },
  ui: { label: "Words on every page: header, footer, not-found page", icon: "web" },
  programme: {
    label: "Programme page (/k-youth): sections, partners, testimonials",
    icon: "school",
    previewPath: "/k-youth",
  },
  faq: { label: "FAQ: tabs, questions and answers", icon: "quiz", previewPath: "/k-youth#faq" },
  contact: {
    label: "Contact page (/contact-us) and privacy notice",
    icon: "contact_mail",
    previewPath: "/contact-us",
  },
  eligibility: {
    label: "Eligibility check (/k-youth/eligibility): questions and rules",
    icon: "checklist",
    previewPath: "/k-youth/eligibility",
  },
  accessibility: {
    label: "Accessibility statement (/accessibility)",
    icon: "accessibility_new",
    previewPath: "/accessibility",
  },
  search: { label: "Site search: words and suggested questions", icon: "search" },
  intakes: {
    label: "Intakes: application dates and forms (both languages)",
    icon: "event",
    previewPath: "/k-youth",
  },
};

export const COLLECTIONS: {
  name: string;
  label: string;
  description: string;
  icon: string;
  files: FileName[];
}[] = [
  {
    name: "pages",
    label: "Pages",
    description: "The words of each page, in English and Bahasa Melayu side by side.",
    icon: "article",
    files: ["programme", "faq", "contact", "eligibility", "accessibility"],
  },
  {
    name: "settings",
    label: "Site settings",
    description: "Contact details, links and words shared by every page.",
    icon: "settings",
    files: ["site", "ui", "search"],
  },
  {
    name: "intakes",
    label: "Intakes",
    description:
      "When applications open and close for each intake, its training dates and its application form. One file for both languages; the words about them are on the programme page.",
    icon: "event",
    files: ["intakes"],
  },
];

/** Plain texts long enough for a box of several lines rather than one line. */
export const LONG_TEXT_FIELDS = [
  "description",
  "intro",
  "lead",
  "text",
  "summary",
  "notice",
  "quote",
  "privacy",
  "reason",
  "copyFailed",
  "loadFailed",
];

const ENGLISH_ONLY_HINT =
  "Ticked when the page has no Malay version: links to it then say (dalam bahasa Inggeris) on Malay pages.";
const MARK_HINT =
  "Words in another language, such as a course name, go in brackets with their language: [Generative AI]{lang=en}.";

const SAMPLE_HINT =
  "Ticked while this entry is a stand-in (a sample address, name or link). Untick it once the real details are in: every build lists the samples still in place.";

export const FIELD_TEXT: Partial<Record<FileName | "*", Record<string, FieldText>>> = {
  "*": {
    meta: {
      label: "Search engines and link previews",
      hint: "What Google and WhatsApp, LinkedIn or Facebook previews show for this page.",
    },
    title: { label: "Title" },
    description: { label: "Description" },
    shareHeading: {
      label: "Share card heading",
      hint: "The big words on the page's preview image: up to 60 characters, three lines at most.",
    },
    breadcrumbTitle: { label: "Name in the breadcrumb trail" },
    sample: { label: "Sample (still to replace)", hint: SAMPLE_HINT },
    awaitingReview: {
      label: "Sections awaiting review (Malay only)",
      hint: "Translated sections a native speaker has not checked yet. Remove a section once checked. Leave empty in English.",
    },
    keywords: {
      label: "Extra search words (never shown)",
      hint: 'Words people search for that the text does not use, such as "elaun" or "penalty".',
      singular: "search word",
    },
    id: {
      label: "Id (fixed)",
      hint: "Part of the address people share, such as /k-youth#faq-<id>; it cannot be changed here. Ask a developer to add or rename one.",
    },
    slug: { label: "Slug (fixed)", hint: "Fixed by the specification and used in addresses." },
    eyebrow: { label: "Small heading above the title" },
    heading: { label: "Heading" },
    intro: { label: "Introduction" },
    url: { label: "Web address", hint: "A full address starting with https://" },
    href: {
      label: "Link",
      hint: "A page of this site starting with / (such as /contact-us), or a full https:// address.",
    },
    label: { label: "Label" },
  },
  site: {
    origin: {
      label: "Site address",
      hint: "The site's own address, without a / at the end. Used in every link search engines see.",
    },
    programme: { label: "Programme" },
    "programme.facts": {
      label: "Facts for search engines",
      hint: "Keep these in step with the programme page.",
    },
    "programme.facts.duration": {
      label: "Duration",
      hint: "ISO 8601: P4M means four months (1 month of training and 3 on the job).",
    },
    "programme.facts.mode": {
      label: "Learning modes",
      hint: "In schema.org's words: online, onsite or blended.",
      singular: "mode",
    },
    "programme.facts.allowance.maxPerMonth": { label: "Allowance per month, at most" },
    organisations: { label: "Organisations", singular: "organisation" },
    contact: { label: "Contact details" },
    "contact.phone.display": { label: "Phone number as shown" },
    "contact.phone.tel": {
      label: "Phone number for dialling",
      hint: "International form without spaces: +60312345678",
    },
    "contact.email.address": { label: "Email address" },
    "contact.address.lines": { label: "Address lines", singular: "line" },
    "contact.address.mapUrl": { label: "Google Maps link" },
    "contact.address.mapEmbedUrl": {
      label: "Google Maps embed address",
      hint: "From Google Maps, Share, Embed a map: must start with https://www.google.com/maps",
    },
    social: { label: "Social media", singular: "network" },
    links: {
      label: "External forms and pages",
      hint: "FAQ answers link to these by name, such as {links.hostCompanyForm}. Application forms are in Intakes.",
    },
    "links.aboutUs.englishOnly": { label: "In English only", hint: ENGLISH_ONLY_HINT },
    "links.applicationForm.englishOnly": { label: "In English only", hint: ENGLISH_ONLY_HINT },
    "links.hostCompanyForm.englishOnly": { label: "In English only", hint: ENGLISH_ONLY_HINT },
    "programme.description": { label: "Description", hint: MARK_HINT },
    navigation: {
      label: "Header menu",
      hint: "Links starting with / stay on this site; full https:// addresses open in a new tab.",
      singular: "menu item",
    },
  },
  programme: {
    banner: { label: "Banner (top of the page)" },
    whatWeOffer: { label: "What We Offer" },
    about: { label: "About" },
    framework: { label: "Programme framework" },
    highlights2024: { label: "2024 highlights" },
    applicationProcess: { label: "Application process" },
    programme2025: { label: "K-Youth Programme 2025" },
    hostCompanies: { label: "Host companies" },
    partners: { label: "Strategic partners" },
    "partners.logos": {
      label: "Partner logos",
      hint: "The moving row of partner names.",
      singular: "partner",
    },
    courses: { label: "Courses & learning modes" },
    "testimonials.slideLabel": { label: "Slide name", hint: "Keep {index}." },
    "testimonials.carouselRole": {
      label: "What a screen reader calls the carousel",
      hint: "One word, such as carousel or karusel.",
    },
    "testimonials.slideRole": {
      label: "What a screen reader calls each slide",
      hint: "One word, such as slide or slaid.",
    },
    "applicationProcess.steps.href": {
      label: "Page the step's title links to",
      hint: "Optional: a page of this site, in this language, such as /ms/k-youth/eligibility.",
    },
    "testimonials.dotLabel": { label: "Dot button name", hint: "Keep {index}." },
    testimonials: { label: "Testimonials" },
    "testimonials.items": { label: "Testimonials", singular: "testimonial" },
    "testimonials.items.quote": { label: "Quote", hint: "600 characters at most." },
    "testimonials.items.image": {
      label: "Portrait file",
      hint: "A file name in app/assets/testimonials/, such as aisyah.webp; leave empty to show initials.",
    },
    "whatWeOffer.cards.icon": { label: "Icon (fixed)" },
  },
  faq: {
    applicationStatusUnder: {
      label: "Question that shows the state of applications",
      hint: "The id of the question under whose answer APPLY NOW (while applications are open), the dates and the next-intake links show: how-to-apply.",
    },
    heading: { label: "Section heading" },
    intro: { label: "Introduction under the heading" },
    tabsLabel: { label: "Name of the tab list (read out by screen readers)" },
    copyLink: { label: "Copy link button" },
    copyLinkLabel: {
      label: "Copy link button, full name",
      hint: "Must start with the button's words and keep {question}.",
    },
    tabs: { label: "Tabs", singular: "tab" },
    "tabs.label": { label: "Tab name" },
    "tabs.items": {
      label: "Questions",
      hint: "In the order shown: the first half fills the left column.",
      singular: "question",
    },
    "tabs.items.title": { label: "Question" },
    "tabs.items.body": {
      label: "Answer",
      hint: "Markdown: **bold**, - list items, [words](#faq-<id>) to link a question, [host an apprentice]({links.hostCompanyForm}) to link a form from Site settings, {intake.year} or {intake.trainingStart} for a fact of the intake the site describes (from Intakes).",
    },
  },
  contact: {
    cards: {
      label: "Contact cards",
      hint: "The four cards under the heading; their addresses and numbers come from Site settings.",
    },
    "form.honeypot": {
      label: "Hidden trap field",
      hint: "Hidden from people and screen readers; only bots fill it in. Keep it the label of a field a bot expects, such as Website.",
    },
    "form.emailApp": {
      label: "Without an email service",
      hint: "Used when the site is built without EmailJS: the form opens the visitor's email app.",
    },
    "form.copyToEmail": {
      label: "A message too long for the email app",
      hint: "Shown instead of opening the email app when a message is too long to pass to it whole: the steps to copy it and paste it into the email.",
    },
    "form.email": { label: 'Email prepared by "Send by email instead"' },
    "form.noScript": {
      label: "Shown when JavaScript is off",
      hint: "Followed by the email address and phone number.",
    },
    "form.fields": { label: "Form fields", hint: "Keep {max} where a hint mentions the limit." },
    privacy: {
      label: "Privacy notice (PDPA 2010)",
      hint: "Required in both languages. Untick Sample once the programme office has confirmed it.",
    },
    "privacy.body": { label: "Notice" },
    form: { label: "Contact form" },
    "form.success": {
      label: "Message after sending",
      hint: "The exact text the specification gives; shown for 5 seconds.",
    },
    "form.errors": { label: "Error messages", hint: "Keep {max} where a limit is mentioned." },
    map: { label: "Map", hint: "Loaded only when the visitor asks for it." },
  },
  eligibility: {
    intro: {
      label: "Introduction",
      hint: "The requirements listed before the check are the ones on the programme page (K-Youth Programme 2025, requirements).",
    },
    progress: { label: "Progress", hint: "Keep {current} and {total}." },
    questions: {
      label: "Questions and rules",
      hint: "Which answers can apply (Eligible) and the reason shown for each answer that cannot.",
    },
    "questions.age.min": { label: "Youngest age that can apply" },
    "questions.age.tooYoung": { label: "Reason: too young", hint: "Keep {age} and {min}." },
    "questions.age.tooOld": { label: "Reason: too old", hint: "Keep {age} and {max}." },
    "questions.pastProgrammes.reason": { label: "Reason", hint: "Keep {programmes}." },
    "questions.age.max": { label: "Oldest age that can apply" },
    result: { label: "Result page" },
  },
  accessibility: {
    lastReviewed: {
      label: "Last reviewed on",
      hint: "YYYY-MM-DD: the day the statement was last checked against the site. Check it again, and change the date, whenever the site changes in a way a visitor notices.",
    },
    reviewedLabel: { label: "Review date text", hint: "Keep {date} where the date goes." },
    sections: { label: "Sections", singular: "section" },
    report: {
      label: "How to report a problem",
      hint: "The team's email address and phone number from Site settings follow these words.",
    },
  },
  intakes: {
    earlierIntakes: {
      label: "Earlier intakes (without dates)",
      hint: "Intakes that ran before their dates were kept here, and intakes retired from the list below. The eligibility check lists them with the intakes below whose applications have closed: their participants cannot apply again.",
      singular: "earlier intake",
    },
    intakes: {
      label: "Intakes with their dates",
      hint: "One a year, the earliest first. To add next year's: Add intake at the bottom, fill in every date, tick Sample for any date not yet confirmed, and save. The site builds again and checks the dates are in order. Never delete an intake whose applications closed: to retire it, add its year and name to Earlier intakes first.",
      singular: "intake",
    },
    "intakes.year": { label: "Year" },
    "intakes.name": { label: "Name", hint: "As both languages write it, such as K-Youth 2026." },
    "intakes.applicationsOpen": { label: "Applications open" },
    "intakes.applicationsOpen.date": {
      label: "Date and time (Malaysia time)",
      hint: "From this moment the site shows APPLY NOW.",
    },
    "intakes.applicationsClose": { label: "Applications close" },
    "intakes.applicationsClose.date": {
      label: "Date and time (Malaysia time)",
      hint: "The last minute an application is accepted, such as 11:59 pm: the whole minute counts, to 11:59:59 pm. After it the site says applications closed on this day.",
    },
    "intakes.trainingStart": { label: "Training starts" },
    "intakes.trainingStart.date": { label: "Date", hint: "After applications close." },
    "intakes.onTheJobTrainingEnd": { label: "On-the-job training ends" },
    "intakes.onTheJobTrainingEnd.date": {
      label: "Date",
      hint: "The last day of the programme, after training starts.",
    },
    "intakes.applicationForm": { label: "Application form" },
    "intakes.applicationForm.englishOnly": { label: "In English only", hint: ENGLISH_ONLY_HINT },
    "interestForm.englishOnly": { label: "In English only", hint: ENGLISH_ONLY_HINT },
    interestForm: {
      label: "Interest form (optional)",
      hint: "A form where people ask to hear about the next intake, offered once applications have closed. Leave empty if there is none: the contact form is offered either way.",
    },
  },
  search: {
    resultCount: { label: "Number of results", hint: "Keep {count}." },
    suggestions: { label: "Suggested questions" },
    "suggestions.ids": {
      label: "Question ids",
      hint: "Ids of FAQ questions shown while the search box is empty (8 at most).",
      singular: "question id",
    },
    noResults: { label: "When nothing is found", hint: "Keep {query} where the search words go." },
    locations: {
      label: "Where a result lives",
      hint: "The grey line under each result's title: keep {tab}, {section} and {card}.",
    },
  },
};
