import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "#app/content/plain-text.ts";
import { plainText } from "#app/content/rich-text.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { testContent } from "#app/test/content.ts";
import { schemaOrgProblems } from "#app/test/schema-org.ts";
import {
  breadcrumbList,
  faqPage,
  organization,
  structuredDataGraph,
  webSite,
  workBasedProgram,
} from "./structured-data.ts";

const faq = testContent("faq");
const page = testContent("programme");
const site = testContent("site");
const asRecord = (value: unknown) => value as Record<string, unknown>;
const dates = {
  applicationsOpen: "2026-03-01T09:00:00+08:00",
  applicationsClose: "2026-03-31T23:59:59+08:00",
  trainingStart: "2026-05-04",
  onTheJobTrainingEnd: "2026-09-03",
};
const programme = asRecord(workBasedProgram(site, page, "/k-youth", "en", dates));

type Site = typeof site;
/** The site's own content with every organisation, contact detail and account confirmed or not. */
function withSamples(content: Site, sample: boolean): Site {
  const mark = <Entry extends object>(entry: Entry) => ({ ...entry, sample });
  const { contact } = content;
  return {
    ...content,
    organisations: content.organisations.map(mark),
    contact: {
      website: mark(contact.website),
      phone: mark(contact.phone),
      email: mark(contact.email),
      address: mark(contact.address),
    },
    social: content.social.map(mark),
  };
}
const confirmedSite = withSamples(site, false);
const sampleSite = withSamples(site, true);
const named = (role: string) => confirmedSite.organisations.find((entry) => entry.role === role);

describe("structured data", () => {
  it("uses only properties schema.org defines for each type", () => {
    const graph = structuredDataGraph([
      organization(site),
      webSite(site),
      breadcrumbList(site, [{ name: "Home", path: "/k-youth" }, { name: "Not found" }]),
      workBasedProgram(site, page, "/k-youth", "en", dates),
      faqPage(site, faq, "/k-youth", "en"),
    ]);
    expect(schemaOrgProblems(JSON.parse(JSON.stringify(graph)))).toEqual([]);
  });

  it("describes the programme from the content: 4 months, free, allowance up to RM2,500 a month", () => {
    expect(programme["@type"]).toBe("WorkBasedProgram");
    expect(programme.name).toBe(site.programme.name);
    expect(programme.timeToComplete).toBe("P4M");
    expect(programme.offers).toMatchObject({ "@type": "Offer", price: 0, priceCurrency: "MYR" });
    expect(programme.trainingSalary).toMatchObject({
      "@type": "MonetaryAmountDistribution",
      currency: "MYR",
      duration: "P1M",
    });
    expect(JSON.stringify(programme.trainingSalary)).toMatch(/2,500/);
    expect(programme.programPrerequisites).toEqual(
      page.programme2025.requirements.items.map(plainText),
    );
    expect(programme.occupationalCredentialAwarded).toEqual(site.programme.facts.credentials);
    expect(programme.educationalProgramMode).toEqual(["blended"]);
  });

  it("names who runs it once confirmed: the organiser, and the training partner", () => {
    const trainingPartner = named("trainingPartner");
    const confirmedProgramme = asRecord(
      workBasedProgram(confirmedSite, page, "/k-youth", "en", dates),
    );
    expect(confirmedProgramme.provider).toEqual([
      { "@id": `${site.origin}/#organisation` },
      {
        "@type": "Organization",
        name: trainingPartner?.name,
        description: trainingPartner?.description,
        url: trainingPartner?.url,
      },
    ]);
  });

  it("dates the intake it describes in Malaysia time: its application window and its four months", () => {
    expect(programme).toMatchObject({
      applicationStartDate: "2026-03-01T09:00:00+08:00",
      applicationDeadline: "2026-03-31T23:59:59+08:00",
      startDate: "2026-05-04T00:00:00+08:00",
      endDate: "2026-09-03T23:59:59+08:00",
    });
  });

  it("states the Malay edition's language and allowance in Malay", () => {
    const malay = testContent("site", "ms");
    const faqPageMs = faqPage(malay, testContent("faq", "ms"), "/ms/k-youth", "ms");
    expect(asRecord(faqPageMs).inLanguage).toBe("ms-MY");
    const programmeMs = asRecord(
      workBasedProgram(malay, testContent("programme", "ms"), "/ms/k-youth", "ms", dates),
    );
    const { allowance } = malay.programme.facts;
    expect(asRecord(programmeMs.trainingSalary).name).toBe(
      formatMessage(allowance.label, { amount: allowance.maxPerMonth.toLocaleString("ms-MY") }),
    );
    expect(asRecord(webSite(site)).inLanguage).toEqual(["en-MY", "ms-MY"]);
    // The names are the Malay content's: the programme, its office and its sponsor.
    expect(programmeMs.name).toBe(malay.programme.name);
    const confirmedMalay = withSamples(malay, false);
    const organisationMs = asRecord(organization(confirmedMalay));
    const organiserMs = confirmedMalay.organisations.find((entry) => entry.role === "organiser");
    expect(organisationMs.name).toBe(organiserMs?.name);
    expect(organisationMs.description).toBe(organiserMs?.description);
    expect(organisationMs.sponsor).toEqual(
      confirmedMalay.organisations
        .filter((entry) => entry.role === "sponsor")
        .map((entry) => expect.objectContaining({ "@type": "Organization", name: entry.name })),
    );
    // Words the page marks as English are plain words here, with no trace of the mark.
    const description = asRecord(webSite(malay)).description;
    expect(description).toBe(plainText(malay.programme.description));
    expect(description).not.toMatch(/[{}[\]]|lang=/);
  });

  it("lists every FAQ question once, in page order, with the answer's plain text", () => {
    const items = faq.tabs.flatMap((tab) => tab.items);
    const questions = faqPage(site, faq, "/k-youth", "en").mainEntity as unknown as Record<
      string,
      unknown
    >[];
    expect(questions).toHaveLength(items.length);
    questions.forEach((question, index) => {
      const item = items[index];
      expect(question.name).toBe(item?.title);
      expect(question.url).toBe(`https://k-youth.example/k-youth#faq-${item?.id}`);
      expect(question.acceptedAnswer).toEqual({
        "@type": "Answer",
        text: htmlToPlainText(item?.body ?? ""),
      });
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs; the last may have none", () => {
    expect(
      breadcrumbList(site, [
        { name: "Home", path: "/k-youth" },
        { name: "Contact Us", path: "/contact-us" },
      ]),
    ).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://k-youth.example/k-youth" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Contact Us",
          item: "https://k-youth.example/contact-us",
        },
      ],
    });
  });

  it("names the organiser, how to reach it and its accounts once confirmed, and links the website to it", () => {
    const organisation = asRecord(organization(confirmedSite));
    expect(organisation).toMatchObject({
      name: named("organiser")?.name,
      email: site.contact.email.address,
      telephone: site.contact.phone.tel,
      address: { streetAddress: site.contact.address.lines.join(", ") },
      sameAs: site.social.map((entry) => entry.url),
    });
    expect(asRecord(webSite(site)).publisher).toEqual({
      "@id": organisation["@id"],
    });
  });

  it("states no sample as a fact: samples are left out, and the programme stands for its organiser", () => {
    const organisation = asRecord(organization(sampleSite));
    expect(organisation.name).toBe(site.programme.name);
    expect(organisation.url).toBe(site.origin);
    for (const property of ["description", "email", "telephone", "address", "sponsor", "sameAs"]) {
      expect(organisation).not.toHaveProperty(property);
    }
    const sampleProgramme = asRecord(workBasedProgram(sampleSite, page, "/k-youth", "en", dates));
    expect(sampleProgramme.provider).toEqual([{ "@id": organisation["@id"] }]);
    const graph = JSON.stringify(
      structuredDataGraph([organization(sampleSite), webSite(sampleSite)]),
    );
    for (const entry of sampleSite.organisations) expect(graph).not.toContain(entry.name);
  });

  it("the schema-org check catches unknown types and properties", () => {
    expect(schemaOrgProblems({ "@type": "Offer", price: 0, salary: 1 })).toEqual([
      '$: Offer has no property "salary"',
    ]);
    expect(schemaOrgProblems({ "@type": "Course" })).toEqual(['$: unexpected @type "Course"']);
  });
});
