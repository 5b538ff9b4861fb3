import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import type { FaqContent } from "./schema.ts";
import { buildDate } from "./build-date.server.ts";
import { INTAKE_TOKEN, intakeDescribedAt, intakeTokens } from "./intake-tokens.ts";
import { writtenDay } from "./written-dates.ts";
import { LANGUAGES } from "#app/site-manifest.ts";
import { linkTokensFor, loadContentFile, loadIntakes } from "./content-files.ts";
import { testContent } from "#app/test/content.ts";
import {
  contentLoadError,
  englishContentDir as english,
  scratchContent,
} from "#app/test/scratch-content.ts";

const realFaq = readFileSync(join(english, "faq.yaml"), "utf8");
const realSite = readFileSync(join(english, "site.yaml"), "utf8");
/** The site's links as site.yaml writes them: `{links.<name>}` in a text stands for the address. */
const siteLinks = (parse(realSite) as { links: Record<string, { url: string }> }).links;
const hostCompanyForm = siteLinks.hostCompanyForm?.url ?? "";
/** The same links as the site loads them, with the facts of the intake filled in. */
const loadedLinks: Record<string, { url: string }> = testContent("site").links;

/** A scratch language folder with the real ui.yaml, a site.yaml and the faq.yaml under test. */
function scratchFaq(faq: string, { site = realSite as string | null } = {}): string {
  return scratchContent({ "faq.yaml": faq, ...(site === null ? {} : { "site.yaml": site }) });
}

/** Replaces exactly one occurrence, so a test fails loudly if faq.yaml no longer contains it. */
function replaceOnce(source: string, search: string, replacement: string): string {
  expect(source.split(search)).toHaveLength(2);
  return source.replace(search, replacement);
}

/** The load error of the real faq.yaml with one occurrence of `search` replaced. */
function errorWith(search: string, replacement: string): string {
  return contentLoadError(scratchFaq(replaceOnce(realFaq, search, replacement)));
}

function minimalFaq(items: Record<string, string>, extra = ""): string {
  const list = (slug: string) =>
    Object.entries(items)
      .filter(([, tab]) => tab === slug)
      .map(([id]) => `      - id: ${id}\n        title: Question ${id}?\n        body: Answer.\n`)
      .join("");
  return `heading: FAQ
intro: Answers.
tabsLabel: Topics
copyLink: Copy link
copyLinkLabel: "Copy link: {question}"
linkCopied: Copied
copyFailed: Not copied
shareItem: Share
shareItemLabel: "Share: {question}"
applicationStatusUnder: cost
underAnswers: []
tabs:
  - slug: about-k-youth
    label: One
    items:
${list("about-k-youth")}  - slug: about-the-course
    label: Two
    items:
${list("about-the-course")}  - slug: about-the-on-the-job-training
    label: Three
    items:
${list("about-the-on-the-job-training")}${extra}`;
}

describe("faq.yaml", () => {
  it("has the spec's three tabs, slugs and labels, in order", () => {
    const faq = loadContentFile(join(english, "faq.yaml")) as FaqContent;
    expect(faq.tabs.map((tab) => [tab.slug, tab.label])).toEqual([
      ["about-k-youth", "About K-Youth"],
      ["about-the-course", "About The Course"],
      ["about-the-on-the-job-training", "About The On-The-Job Training (OJT)"],
    ]);
  });

  it("answers the questions the spec lists for each tab", () => {
    const faq = loadContentFile(join(english, "faq.yaml")) as FaqContent;
    const ids = faq.tabs.map((tab) => tab.items.map((item) => item.id));
    expect(ids[0]).toEqual(
      expect.arrayContaining([
        "what-is-k-youth",
        "requirements",
        "cost",
        "programme-structure",
        "certificate",
        "how-to-apply",
        "allowance",
        "age-range",
        "who-is-not-eligible",
      ]),
    );
    expect(ids[1]).toEqual(
      expect.arrayContaining([
        "start-date",
        "courses",
        "learning-modes",
        "job-before-or-during",
        "quitting-penalty",
        "full-time-commitment",
      ]),
    );
    expect(ids[2]).toEqual(expect.arrayContaining(["what-is-ojt", "ojt-support"]));
  });

  it("rejects a question for the state of applications that does not exist", () => {
    expect(
      errorWith("applicationStatusUnder: how-to-apply", "applicationStatusUnder: how-to"),
    ).toContain('applicationStatusUnder: "how-to" is no question\'s id');
  });

  it("rejects words for each phase under a question that does not exist", () => {
    expect(
      errorWith(
        "  - id: next-intake\n    beforeOpening",
        "  - id: next-intakes\n    beforeOpening",
      ),
    ).toContain("next-intakes\" is no question's id");
  });

  it("leaves 'how to apply' to the state of applications, which links the form while open", () => {
    const faq = loadContentFile(join(english, "faq.yaml")) as FaqContent;
    expect(faq.applicationStatusUnder).toBe("how-to-apply");
    expect(realFaq).not.toContain("forms.example");
  });

  it("states the dates of the intake from intakes.yaml, written out in the language", () => {
    const faq = loadContentFile(join(english, "faq.yaml")) as FaqContent;
    const facts = intakeTokens(intakeDescribedAt(loadIntakes(), buildDate()), LANGUAGES.en.tag);
    const answers = faq.tabs.flatMap((tab) => tab.items);
    const written = (parse(realFaq) as FaqContent).tabs.flatMap((tab) => tab.items);
    const dated = written.filter((item) => item.body.includes("{intake."));
    expect(dated.length, "answers that name the intake's facts").toBeGreaterThan(0);
    for (const item of dated) {
      const body = answers.find(({ id }) => id === item.id)?.body ?? "";
      for (const [, token] of item.body.matchAll(INTAKE_TOKEN)) {
        expect(body, item.id).toContain(facts[token ?? ""]);
      }
    }
    // The dates are written once, in intakes.yaml: no answer copies one.
    for (const { trainingStart, applicationsOpen, applicationsClose } of loadIntakes().intakes) {
      for (const { date } of [trainingStart, applicationsOpen, applicationsClose]) {
        expect(realFaq).not.toContain(writtenDay(date, LANGUAGES.en.tag));
      }
    }
  });

  /** The real FAQ with a link to the host company form at the end of its first answer. */
  const withFormLink = (token: string) => {
    const faq = parse(realFaq) as { tabs: { items: { body: string }[] }[] };
    const first = faq.tabs[0]?.items[0];
    if (first) first.body = `${first.body} [Host an apprentice](${token}).`;
    return stringify(faq);
  };

  it("links a form named in site.yaml, and follows a changed address", () => {
    const faq = loadContentFile(scratchFaq(withFormLink("{links.hostCompanyForm}"))) as FaqContent;
    expect(faq.tabs[0]?.items[0]?.body).toContain(
      `<a href="${loadedLinks.hostCompanyForm?.url}" target="_blank" rel="noopener noreferrer">`,
    );
    const site = replaceOnce(
      realSite,
      `url: ${hostCompanyForm}`,
      "url: https://host.example/new-form",
    );
    const moved = loadContentFile(
      scratchFaq(withFormLink("{links.hostCompanyForm}"), { site }),
    ) as FaqContent;
    expect(moved.tabs[0]?.items[0]?.body).toContain('href="https://host.example/new-form"');
  });

  it("rejects an unknown link token, naming the file, the field and the known tokens", () => {
    const message = contentLoadError(scratchFaq(withFormLink("{links.hostCompanyFrom}")));
    expect(message).toMatch(/faq\.yaml: a mistake to fix/);
    expect(message).toMatch(
      /the first tab, .+, the first item, .+, field body: unknown link \{links\.hostCompanyFrom\}/,
    );
    expect(message).not.toContain("Please report this");
    expect(message).toContain("{links.hostCompanyForm}");
  });

  it("rejects link tokens when the language has no site.yaml", () => {
    expect(
      contentLoadError(scratchFaq(withFormLink("{links.hostCompanyForm}"), { site: null })),
    ).toMatch(
      /body: unknown link \{links\.hostCompanyForm\}; use one of: \(no named links are defined\)/,
    );
  });

  it("rejects an unknown intake token, naming the file, the field and the known tokens", () => {
    const message = errorWith("{intake.trainingStart}", "{intake.trainingStarts}");
    expect(message).toMatch(/faq\.yaml: a mistake to fix/);
    expect(message).toMatch(
      /the second tab, .+, the first item, .+, field body: unknown \{intake\.trainingStarts\}/,
    );
    expect(message).toContain("{intake.trainingStart}");
  });

  it("rejects a question id used twice in one tab", () => {
    const message = contentLoadError(
      scratchFaq(
        minimalFaq({
          cost: "about-k-youth",
          other: "about-the-course",
          ojt: "about-the-on-the-job-training",
        }).replace("      - id: other", "      - id: cost"),
      ),
    );
    expect(message).toContain(
      'the second tab, Two, the first item, Question other?, field id: duplicate id "cost" (already used by the first item of the first tab)',
    );
  });

  it("rejects a question id used in two tabs of the real file", () => {
    expect(errorWith("- id: what-is-ojt", "- id: cost")).toMatch(
      /the third tab, .+, the first item, .+, field id: duplicate id "cost" \(already used by the \w+ item of the first tab\)/,
    );
  });

  it("rejects a question id equal to a tab slug (they share the #faq-… addresses)", () => {
    const faq = minimalFaq({
      "about-the-course": "about-k-youth",
      b: "about-the-course",
      c: "about-the-on-the-job-training",
    });
    expect(contentLoadError(scratchFaq(faq))).toContain(
      'the first tab, One, the first item, Question about-the-course?, field id: duplicate id "about-the-course" (already used by the slug of the second tab)',
    );
  });

  it("rejects an empty or blank title", () => {
    expect(errorWith("title: How much does it cost to join?", 'title: "   "')).toMatch(
      /the first tab, .+, the \w+ item, .+, field title: must not be empty/,
    );
    expect(errorWith("title: Will I get a certificate?", "title:")).toMatch(
      /the first tab, .+, the \w+ item, .+, field title:/,
    );
  });

  it("rejects ids that are not lowercase words joined by hyphens", () => {
    expect(errorWith("- id: cost", "- id: Cost Of It")).toMatch(
      /the first tab, .+, the \w+ item, .+, field id: must be lowercase words joined by hyphens/,
    );
  });

  it("rejects a tab slug the spec does not define, and names the missing one", () => {
    expect(errorWith("- slug: about-the-course", "- slug: about-courses")).toMatch(
      /the second tab, .+, field slug: must be one of the FAQ tab slugs/,
    );
  });

  it("rejects a missing or repeated tab", () => {
    const message = errorWith("- slug: about-the-on-the-job-training", "- slug: about-the-course");
    expect(message).toMatch(/the third tab, .+, field slug: duplicate tab "about-the-course"/);
    expect(message).toContain("tabs: add the missing tab: about-the-on-the-job-training");
  });

  it("requires the copy-link name to start with its visible label and hold the question", () => {
    expect(
      errorWith(
        "copyLinkLabel: 'Copy link to the question: {question}'",
        'copyLinkLabel: "Share {question}"',
      ),
    ).toContain('copyLinkLabel: must start with the visible label "Copy link"');
    expect(
      errorWith(
        "copyLinkLabel: 'Copy link to the question: {question}'",
        "copyLinkLabel: Copy link to the question",
      ),
    ).toContain("copyLinkLabel: must contain {question}");
  });

  it("requires the share name to start with its visible label and hold the question", () => {
    const wrongStart = replaceOnce(
      realFaq,
      "shareItemLabel: 'Share the question: {question}'",
      'shareItemLabel: "Send {question}"',
    );
    expect(contentLoadError(scratchFaq(wrongStart))).toContain(
      'shareItemLabel: must start with the visible label "Share"',
    );
    const noPlaceholder = replaceOnce(
      realFaq,
      "shareItemLabel: 'Share the question: {question}'",
      "shareItemLabel: Share the question",
    );
    expect(contentLoadError(scratchFaq(noPlaceholder))).toContain(
      "shareItemLabel: must contain {question}",
    );
  });
});

describe("link tokens", () => {
  it("are the links of the language's site.yaml, by name", () => {
    const tokens = linkTokensFor(english);
    expect(Object.keys(tokens).sort()).toEqual(
      Object.keys(siteLinks)
        .map((name) => `links.${name}`)
        .sort(),
    );
    for (const [name, { url }] of Object.entries(loadedLinks)) {
      expect(tokens[`links.${name}`]).toBe(url);
    }
  });
});
