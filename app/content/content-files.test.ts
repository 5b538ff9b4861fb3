import { readFileSync } from "node:fs";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { basename, dirname, join } from "node:path";
import { type ContentFileName, createContentSchemas } from "./schema.ts";
import { INTAKE_TOKEN, intakeTokens } from "./intake-tokens.ts";
import { LANGUAGES, languages } from "#app/site-manifest.ts";
import {
  contentFiles,
  findSampleEntries,
  loadContentFile,
  loadIntakes,
  readYaml,
} from "./content-files.ts";
import {
  contentLoadError,
  englishContentDir as english,
  scratchContent,
} from "#app/test/scratch-content.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The value at a path of keys and list positions, or undefined. */
function valueAt(data: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === "object" && value !== null ? (value as never)[key] : undefined,
    data,
  );
}

/** Every text of a content file, as written, that names facts of the intake with tokens. */
function tokenFields(file: string) {
  const found: { path: (string | number)[]; tokens: string[] }[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") {
      const tokens = [...value.matchAll(INTAKE_TOKEN)].map(([, name]) => name ?? "");
      if (tokens.length > 0) found.push({ path, tokens });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    }
  };
  walk(readYaml(file), []);
  return found;
}

/** A scratch language folder holding the real ui.yaml and one file under test. */
function scratchFile(name: string, yaml: string): string {
  return scratchContent({ [name]: yaml });
}

describe("content files", () => {
  it("every shipped content file is valid", () => {
    for (const file of contentFiles()) expect(() => loadContentFile(file)).not.toThrow();
  });

  it("names the file and the field when a value is wrong", () => {
    const site = readFileSync(join(english, "site.yaml"), "utf8").replace(
      "address: hello@k-youth.example",
      "address: not-an-email",
    );
    const message = contentLoadError(scratchFile("site.yaml", site));
    expect(message).toMatch(/site\.yaml: a mistake to fix/);
    expect(message).toContain("contact.email.address: must be an email address");
  });

  it("names the list position of an empty menu label", () => {
    const site = readFileSync(join(english, "site.yaml"), "utf8").replace(
      "  - label: FAQ\n",
      '  - label: ""\n',
    );
    expect(contentLoadError(scratchFile("site.yaml", site))).toContain(
      "the fourth entry in navigation, field label: must not be empty",
    );
  });

  it("reports broken YAML with the file name", () => {
    expect(contentLoadError(scratchFile("contact.yaml", "meta: [unclosed"))).toMatch(
      /contact\.yaml: the file is not valid YAML/,
    );
  });

  it("rejects a file that has no schema", () => {
    expect(contentLoadError(scratchFile("brochure.yaml", "a: 1"))).toMatch(
      /no schema for a content file named "brochure"/,
    );
  });

  describe("words of another language", () => {
    const programme = readFileSync(join(english, "programme.yaml"), "utf8");

    it("are parts of a rich text, with their language", () => {
      const marked = programme.replace(
        "      title: Future of Skills training\n",
        "      title: '[Future of Skills]{lang=ms} training'\n",
      );
      const page = loadContentFile(scratchFile("programme.yaml", marked)) as {
        framework: { phases: { title: unknown }[] };
      };
      expect(page.framework.phases[0]?.title).toEqual([
        { lang: "ms", text: "Future of Skills" },
        " training",
      ]);
    });

    it("cannot be marked in a text used whole, such as a heading, and the field is named", () => {
      const marked = programme.replace(
        "  heading: What you will learn, and how",
        "  heading: What you will [learn]{lang=ms}, and how",
      );
      expect(contentLoadError(scratchFile("programme.yaml", marked))).toContain(
        "courses.heading: this text cannot mark words of another language",
      );
    });

    it("must name a language of the site, in rich text and in Markdown", () => {
      const rich = programme.replace(
        "      title: Future of Skills training\n",
        "      title: '[Future of Skills]{lang=fr} training'\n",
      );
      expect(contentLoadError(scratchFile("programme.yaml", rich))).toContain(
        'in framework, the first phase, [Future of Skills]{lang=fr} training, field title: unknown language "fr"',
      );
      const markdown = programme.replace(
        "1 month of Future of Skills training**",
        "1 month of [Future of Skills]{lang=de} training**",
      );
      expect(contentLoadError(scratchFile("programme.yaml", markdown))).toContain(
        'about.body: unknown language "de"',
      );
    });
  });

  it("renders Markdown fields to HTML", () => {
    const contact = loadContentFile(join(english, "contact.yaml")) as { intro: string };
    expect(contact.intro).toMatch(/^<p>.+<\/p>$/);
  });

  it("lists every entry marked as a sample", () => {
    const samples = findSampleEntries();
    expect(samples).toContainEqual({
      file: "app/content/en/site.yaml",
      field: "contact.email",
      label: "hello@k-youth.example",
    });
    expect(samples).toContainEqual({
      file: "app/content/intakes.yaml",
      field: "intakes[0].applicationsClose",
      label: "2025-05-15T23:59:59+08:00",
    });
    expect(samples.every((entry) => entry.file.startsWith("app/content/"))).toBe(true);
  });

  // Loads every content file once per intake and language: 1.3 s on a quiet machine, 6.4 s on a
  // busy one, and more with each intake the team adds.
  it(
    "fills in the facts of the intake described on the build day, in the file's language",
    { timeout: 60_000 },
    () => {
      // Built while each intake's applications are open, and after the last has closed: every text
      // with an `{intake.*}` token names that intake's facts, written in the file's language.
      onTestFinished(() => {
        vi.unstubAllEnvs();
      });
      const { intakes } = loadIntakes();
      const last = intakes.at(-1);
      if (!last) throw new Error("app/content/intakes.yaml lists no intake with dates");
      const builds = [
        ...intakes.map((intake) => ({ intake, day: intake.applicationsOpen.date })),
        {
          intake: last,
          day: new Date(Date.parse(last.applicationsClose.date) + DAY).toISOString(),
        },
      ];
      for (const { intake, day } of builds) {
        vi.stubEnv("SOURCE_DATE_EPOCH", String(Date.parse(day) / 1000));
        for (const language of languages) {
          const facts = intakeTokens(intake, LANGUAGES[language].tag);
          const files = contentFiles().filter((file) => basename(dirname(file)) === language);
          const named = files.map((file) => ({ file, fields: tokenFields(file) }));
          expect(
            named.flatMap(({ fields }) => fields).length,
            `${language}: texts naming the intake`,
          ).toBeGreaterThan(0);
          for (const { file, fields } of named.filter(({ fields }) => fields.length > 0)) {
            const loaded = loadContentFile(file);
            for (const { path, tokens } of fields) {
              // Rich text arrives as parts, Markdown as HTML: the facts are in its text either way.
              const value = JSON.stringify(valueAt(loaded, path));
              for (const token of tokens) {
                expect(value, `${file} ${path.join(".")} built on ${day}`).toContain(facts[token]);
              }
              expect(value).not.toContain("{intake.");
            }
          }
        }
      }
    },
  );

  it("keeps every text within its limits as the editor holds it, with its tokens unfilled", () => {
    // The content editor checks lengths on the file's own text, so `{intake.year}` counts in full.
    const schemas = createContentSchemas(String);
    const problems = contentFiles()
      .filter((file) => basename(dirname(file)) in LANGUAGES)
      .flatMap((file) => {
        const schema = schemas[basename(file, ".yaml") as ContentFileName];
        const result = schema.safeParse(readYaml(file));
        return result.success
          ? []
          : result.error.issues.map((issue) => `${file}: ${issue.message}`);
      });
    expect(problems).toEqual([]);
  });
});

describe("programme page content", () => {
  const programme = readFileSync(join(english, "programme.yaml"), "utf8");

  it("rejects a testimonial portrait that does not exist", () => {
    const withMissingImage = programme.replace(
      "      company: Sample Host Company A\n",
      "      company: Sample Host Company A\n      image: nobody.jpg\n",
    );
    expect(contentLoadError(scratchFile("programme.yaml", withMissingImage))).toMatch(
      /in testimonials, the first item, .+, field image: app\/assets\/testimonials\/nobody\.jpg does not exist/,
    );
  });

  it("rejects an empty requirements list", () => {
    const emptyList = programme.replace(
      / {2}requirements:\n {4}heading: Requirements\n {4}items:\n( {6}- .*\n)+/,
      "  requirements:\n    heading: Requirements\n    items: []\n",
    );
    expect(contentLoadError(scratchFile("programme.yaml", emptyList))).toContain(
      "programme2025.requirements.items: add at least one requirement",
    );
  });

  it("rejects a page without partner logos, and accepts a hundred", () => {
    const logos = / {2}logos:\n( {4}- .*\n( {6}.*\n)*)+/;
    const none = programme.replace(logos, "  logos: []\n");
    expect(contentLoadError(scratchFile("programme.yaml", none))).toContain(
      "partners.logos: add at least one partner logo",
    );
    const hundred = Array.from({ length: 100 }, (_, index) => `    - { name: Partner ${index} }\n`);
    const many = programme.replace(logos, `  logos:\n${hundred.join("")}`);
    expect(() => loadContentFile(scratchFile("programme.yaml", many))).not.toThrow();
  });

  it("rejects a testimonial quote too long for its card", () => {
    const longQuote = programme.replace(
      / {6}quote: The training month.*\n/,
      `      quote: ${"word ".repeat(150)}\n`,
    );
    expect(contentLoadError(scratchFile("programme.yaml", longQuote))).toMatch(
      /in testimonials, the first item, .+, field quote: keep quotes to 600 characters or fewer/,
    );
  });
});
