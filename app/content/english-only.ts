import type { IntakesContent, SiteContent } from "./schema.ts";

/**
 * Every address the content flags `englishOnly` (the site's links and the intakes' forms): links
 * to them say so on pages in other languages, wherever they are linked from.
 */
export function englishOnlyUrls(site: SiteContent, intakes: IntakesContent): string[] {
  const addresses = [
    ...Object.values(site.links),
    ...intakes.intakes.map((intake) => intake.applicationForm),
    ...(intakes.interestForm ? [intakes.interestForm] : []),
  ];
  return addresses.filter((address) => address.englishOnly === true).map(({ url }) => url);
}
