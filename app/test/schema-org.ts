/**
 * The schema.org properties our structured data may use, per type, copied from schema.org's
 * definitions (each list holds only properties schema.org defines for that type or a type it
 * inherits from). schema-dts already checks this at compile time; this checks the JSON that
 * actually reaches the page, including anything added around the types.
 */
const SCHEMA_ORG_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  // Thing > Organization
  Organization: [
    "name",
    "alternateName",
    "description",
    "url",
    "email",
    "telephone",
    "address",
    "sponsor",
    "sameAs",
    "logo",
  ],
  // Thing > Intangible > StructuredValue > ContactPoint > PostalAddress
  PostalAddress: [
    "streetAddress",
    "addressLocality",
    "addressRegion",
    "postalCode",
    "addressCountry",
  ],
  // Thing > CreativeWork > WebSite
  WebSite: ["url", "name", "alternateName", "description", "inLanguage", "publisher"],
  // Thing > Intangible > ItemList > BreadcrumbList
  BreadcrumbList: ["itemListElement", "name"],
  // Thing > Intangible > ListItem
  ListItem: ["position", "name", "item"],
  // Thing > CreativeWork > WebPage > FAQPage
  FAQPage: ["url", "name", "inLanguage", "isPartOf", "mainEntity"],
  // Thing > CreativeWork > Comment > Question
  Question: ["url", "name", "text", "acceptedAnswer"],
  // Thing > CreativeWork > Comment > Answer
  Answer: ["text", "url"],
  // Thing > Intangible > EducationalOccupationalProgram > WorkBasedProgram
  WorkBasedProgram: [
    "name",
    "alternateName",
    "description",
    "url",
    "provider",
    "timeToComplete",
    "educationalProgramMode",
    "offers",
    "trainingSalary",
    "occupationalCredentialAwarded",
    "programPrerequisites",
    "applicationStartDate",
    "applicationDeadline",
    "startDate",
    "endDate",
  ],
  // Thing > Intangible > Offer
  Offer: ["price", "priceCurrency", "category", "url"],
  // Thing > Intangible > StructuredValue > QuantitativeValueDistribution > MonetaryAmountDistribution
  MonetaryAmountDistribution: [
    "name",
    "currency",
    "duration",
    "median",
    "percentile10",
    "percentile25",
    "percentile75",
    "percentile90",
  ],
};

const KEYWORDS = new Set(["@type", "@id", "@context"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Problems with a JSON-LD value: a typed node whose type or properties are not in the list, or an
 * untyped object that is more than an `{ "@id": ... }` reference. Empty when all is well.
 */
export function schemaOrgProblems(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => schemaOrgProblems(item, `${path}[${index}]`));
  }
  if (!isRecord(value)) return [];
  const type = value["@type"];
  if (type === undefined) {
    if ("@graph" in value) return schemaOrgProblems(value["@graph"], `${path}.@graph`);
    const keys = Object.keys(value);
    return keys.length === 1 && keys[0] === "@id" ? [] : [`${path}: object without @type`];
  }
  if (typeof type !== "string" || !(type in SCHEMA_ORG_PROPERTIES)) {
    return [`${path}: unexpected @type ${JSON.stringify(type)}`];
  }
  const allowed = SCHEMA_ORG_PROPERTIES[type] ?? [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (KEYWORDS.has(key)) return [];
    if (!allowed.includes(key)) return [`${path}: ${type} has no property "${key}"`];
    return schemaOrgProblems(child, `${path}.${key}`);
  });
}
