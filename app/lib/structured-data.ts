import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  ListItem,
  Organization,
  Question,
  Thing,
  WebSite,
  WorkBasedProgram,
} from "schema-dts";
import { MALAYSIA_UTC_OFFSET } from "#app/config/malaysia-time.ts";
import { htmlToPlainText } from "#app/content/plain-text.ts";
import { plainText } from "#app/content/rich-text.ts";
import type { FaqContent, ProgrammeContent, SiteContent } from "#app/content/schema.ts";
import { type Language, LANGUAGES, languages } from "#app/site-manifest.ts";
import { formatMessage } from "./format-message.ts";
import type { SharedContent } from "./site-content.tsx";

/**
 * schema.org structured data, built from the same content files the pages render, so what
 * search engines and assistants read cannot drift from what visitors read. Typed with schema-dts:
 * a property schema.org does not define for a type fails the type check.
 */

type SiteFacts = Pick<SiteContent, "origin" | "programme" | "organisations" | "contact" | "social">;

/**
 * What a route contributes to its page's JSON-LD graph (`handle.structuredData`), made from its
 * loader's data and the root's, so the graph is built in the browser from data it already has.
 * The loader's data is missing while an error is shown.
 */
export interface StructuredDataHandle<Data> {
  structuredData?: (data: Data | undefined, shared: SharedContent) => Thing[];
}

function organisationId(site: Pick<SiteContent, "origin">): string {
  return `${site.origin}/#organisation`;
}

function webSiteId(site: Pick<SiteContent, "origin">): string {
  return `${site.origin}/#website`;
}

type OrganisationEntry = SiteContent["organisations"][number];

/** An organisation of site.yaml other than the organiser, by name, address and what it does. */
function partnerOrganisation(entry: OrganisationEntry): Organization {
  return {
    "@type": "Organization",
    name: entry.name,
    description: entry.description,
    url: entry.url,
  };
}

/**
 * Search engines show these facts without the page's "(sample)" beside them, so an entry the
 * programme has not confirmed (`sample: true`) is left out of the structured data.
 */
function confirmed<Entry extends { sample?: boolean | undefined }>(entry: Entry): boolean {
  return entry.sample !== true;
}

function organisationsIn(site: SiteFacts, role: OrganisationEntry["role"]): OrganisationEntry[] {
  return site.organisations.filter((entry) => entry.role === role).filter(confirmed);
}

/**
 * The organiser, with its sponsors; from site.yaml's `organisations` and `contact`. Until the
 * organiser's name is confirmed, the programme stands for it.
 */
export function organization(site: SiteFacts): Organization {
  const [organiser] = organisationsIn(site, "organiser");
  const sponsors = organisationsIn(site, "sponsor");
  const { email, phone, address } = site.contact;
  // Sample profiles point at the networks' home pages, which are not ours.
  const sameAs = site.social.filter(confirmed).map((entry) => entry.url);
  return {
    "@type": "Organization",
    "@id": organisationId(site),
    name: organiser?.name ?? site.programme.name,
    ...(organiser && { description: organiser.description }),
    url: organiser?.url ?? site.origin,
    ...(confirmed(email) && { email: email.address }),
    ...(confirmed(phone) && { telephone: phone.tel }),
    ...(confirmed(address) && {
      address: {
        "@type": "PostalAddress",
        streetAddress: address.lines.join(", "),
        addressCountry: "MY",
      },
    }),
    ...(sponsors.length > 0 && {
      sponsor: sponsors.map(partnerOrganisation),
    }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export function webSite(site: SiteFacts): WebSite {
  return {
    "@type": "WebSite",
    "@id": webSiteId(site),
    url: `${site.origin}/`,
    name: site.programme.name,
    alternateName: site.programme.shortName,
    description: plainText(site.programme.description),
    inLanguage: languages.map((language) => LANGUAGES[language].tag),
    publisher: { "@id": organisationId(site) },
  };
}

export interface Crumb {
  name: string;
  /** Omitted for the last crumb of a page without an address of its own (the not-found page). */
  path?: string;
}

export function breadcrumbList(site: SiteFacts, trail: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path !== undefined && { item: `${site.origin}${crumb.path}` }),
    })),
  };
}

/**
 * Every question of every tab, in page order. The answer is the plain text of the rendered
 * Markdown, the words the page shows (the e2e suite compares them with the DOM).
 */
export function faqPage(
  site: SiteFacts,
  faq: FaqContent,
  pagePath: string,
  language: Language,
): FAQPage {
  const pageUrl = `${site.origin}${pagePath}`;
  return {
    "@type": "FAQPage",
    "@id": `${pageUrl}#faq`,
    url: `${pageUrl}#faq`,
    name: faq.heading,
    inLanguage: LANGUAGES[language].tag,
    isPartOf: { "@id": webSiteId(site) },
    mainEntity: faq.tabs.flatMap((tab) =>
      tab.items.map((item): Question => ({
        "@type": "Question",
        url: `${pageUrl}#faq-${item.id}`,
        name: item.title,
        acceptedAnswer: { "@type": "Answer", text: htmlToPlainText(item.body) },
      })),
    ),
  };
}

/** The dates of the intake a programme page describes: ISO 8601, date-times with their offset. */
export interface ProgrammeDates {
  applicationsOpen: string;
  applicationsClose: string;
  /** Days: training starts at the beginning of the first and ends at the end of the last. */
  trainingStart: string;
  onTheJobTrainingEnd: string;
}

/**
 * The programme as schema.org's apprenticeship-style program: training, then paid work, with the
 * application window and the dates of the intake the page describes, in Malaysia time.
 */
export function workBasedProgram(
  site: SiteFacts,
  page: Pick<ProgrammeContent, "programme2025">,
  pagePath: string,
  language: Language,
  dates: ProgrammeDates,
): WorkBasedProgram {
  const { facts } = site.programme;
  const pageUrl = `${site.origin}${pagePath}`;
  const allowance = new Intl.NumberFormat(LANGUAGES[language].tag).format(
    facts.allowance.maxPerMonth,
  );
  return {
    "@type": "WorkBasedProgram",
    "@id": `${pageUrl}#programme`,
    name: site.programme.name,
    alternateName: site.programme.shortName,
    description: plainText(site.programme.description),
    url: pageUrl,
    // The organiser runs it; a training partner gives its month of training.
    provider: [
      { "@id": organisationId(site) },
      ...organisationsIn(site, "trainingPartner").map(partnerOrganisation),
    ],
    timeToComplete: facts.duration,
    educationalProgramMode: facts.mode,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: facts.allowance.currency,
      category: "Free",
      url: pageUrl,
    },
    // A distribution is the only type schema.org allows here; "up to" has no percentile, so the
    // ceiling is stated in words beside the currency and the period (one month).
    trainingSalary: {
      "@type": "MonetaryAmountDistribution",
      name: formatMessage(facts.allowance.label, { amount: allowance }),
      currency: facts.allowance.currency,
      duration: "P1M",
    },
    occupationalCredentialAwarded: facts.credentials,
    programPrerequisites: page.programme2025.requirements.items.map(plainText),
    applicationStartDate: dates.applicationsOpen,
    applicationDeadline: dates.applicationsClose,
    startDate: `${dates.trainingStart}T00:00:00${MALAYSIA_UTC_OFFSET}`,
    endDate: `${dates.onTheJobTrainingEnd}T23:59:59${MALAYSIA_UTC_OFFSET}`,
  };
}

/** One JSON-LD document per page: the site-wide nodes first, then the page's own. */
export function structuredDataGraph(nodes: readonly Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": [...nodes] };
}
