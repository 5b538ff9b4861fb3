import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { parse, stringify } from "yaml";
import { checkContentParity, parityProblems } from "./content-languages.ts";
import { contentRoot, findAwaitingReview } from "#app/content/content-files.ts";

const faq = {
  heading: "Frequently Asked Questions",
  intro: "Ask us on [the contact page](/contact-us).",
  tabs: [
    {
      slug: "about-k-youth",
      items: [
        { id: "allowance", title: "Allowance?", body: "Yes. See [how to apply](#faq-apply)." },
        { id: "apply", title: "How?", body: "Use {links.applicationForm}." },
      ],
    },
  ],
};
const translated = structuredClone(faq);
translated.heading = "Soalan Lazim";
translated.intro = "Tanya kami di [halaman hubungi](/ms/contact-us).";

describe("content in every language", () => {
  it("accepts a translation that differs only in words and its own search words", () => {
    const withOwnKeys = {
      ...structuredClone(translated),
      awaitingReview: ["heading"],
      tabs: [{ ...translated.tabs[0], keywords: ["elaun"] }],
    };
    expect(parityProblems(faq, withOwnKeys, "ms")).toEqual([]);
  });

  it("names a key the translation lacks", () => {
    const missing: Partial<typeof translated> = structuredClone(translated);
    delete missing.intro;
    expect(parityProblems(faq, missing, "ms")).toEqual(["intro: missing; the reference has it"]);
  });

  it("names a key the reference does not have", () => {
    expect(parityProblems(faq, { ...translated, subtitle: "Tambahan" }, "ms")).toEqual([
      "subtitle: not in the reference; remove it or add it there",
    ]);
  });

  it("names FAQ entries by id when one is missing, added or renamed", () => {
    const renamed = structuredClone(translated);
    const [first] = renamed.tabs;
    if (first?.items[0]) first.items[0].id = "elaun";
    expect(parityProblems(faq, renamed, "ms")).toEqual([
      "tabs[0].items: lacks allowance; has elaun, which the reference lacks",
    ]);
  });

  it("keeps slugs, numbers and link targets, with page links in the text's own language", () => {
    const changed = structuredClone(translated);
    const [tab] = changed.tabs;
    if (tab) tab.slug = "tentang-k-youth";
    changed.intro = "Tanya kami di [halaman hubungi](/contact-us).";
    expect(parityProblems(faq, changed, "ms")).toEqual([
      "intro: links to /contact-us; in this language the page is /ms/contact-us",
      "tabs: lacks about-k-youth; has tentang-k-youth, which the reference lacks",
    ]);
    expect(parityProblems({ id: "a", title: "A" }, { id: "b", title: "B" }, "ms")).toEqual([
      'id: must stay "a" in every language',
    ]);
    expect(parityProblems({ max: 2500 }, { max: 2000 }, "ms")).toEqual([
      "max: must be 2500, as in the reference",
    ]);
    expect(parityProblems({ body: "See [this](#faq-a)." }, { body: "Lihat ini." }, "ms")).toEqual([
      "body: links to [], the reference to [#faq-a]",
    ]);
  });

  it("holds for the shipped content, and the build names the file when it does not", () => {
    expect(() => checkContentParity()).not.toThrow();

    const root = mkdtempSync(join(tmpdir(), "k-youth-languages-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    cpSync(contentRoot, root, { recursive: true, filter: (path) => !path.endsWith(".ts") });
    const file = join(root, "ms/faq.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^heading: .*\n/m, ""));
    expect(() => checkContentParity(root)).toThrow(
      /ms\/faq\.yaml: heading: missing; the reference has it/,
    );
  });

  it("lists the translated sections still awaiting review", () => {
    const root = mkdtempSync(join(tmpdir(), "k-youth-review-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    cpSync(contentRoot, root, { recursive: true, filter: (path) => !path.endsWith(".ts") });
    const file = join(root, "ms/faq.yaml");
    const malayFaq = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, stringify({ ...malayFaq, awaitingReview: ["heading", "tabs"] }));
    const review = findAwaitingReview(root);
    expect(review).toContainEqual({
      file: expect.stringMatching(/ms\/faq\.yaml$/),
      sections: ["heading", "tabs"],
    });
    expect(review.every((entry) => /\/ms\//.test(entry.file))).toBe(true);
  });
});
