import type { IntakesContent, SiteContent } from "./schema.ts";

/**
 * Every address the content marks `sample: true` (the site's links and website, the intakes'
 * forms): a link to one says "(sample)" beside its words, wherever it is linked from, so a
 * placeholder never passes for a real page.
 */
export function sampleUrls(site: SiteContent, intakes: IntakesContent): string[] {
  const addresses = [
    ...Object.values(site.links),
    site.contact.website,
    ...intakes.intakes.map((intake) => intake.applicationForm),
    ...(intakes.interestForm ? [intakes.interestForm] : []),
  ];
  return addresses.filter((address) => address.sample === true).map(({ url }) => url);
}
