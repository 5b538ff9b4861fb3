import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentJsonSchemas } from "#content-editor/config.ts";
import { canonicalYaml, inSchemaOrder } from "#content-editor/yaml.ts";
import { contentRoot } from "#app/content/content-files.ts";
import type { FaqContent, IntakesContent } from "#app/content/schema.ts";
import { intakesSchema } from "#app/content/schemas/intakes.ts";
import { languages } from "#app/site-manifest.ts";
import {
  ADDED_QUESTION_ID,
  withFaqEdits,
  withNextIntake,
  withRenamedPartner,
} from "./content-edits.ts";

const real = (file: string) => readFileSync(join(contentRoot, file), "utf8");
const schemas = contentJsonSchemas();
/** Whether `npm run content:format` would leave the text as it is: the editor's own layout. */
const isCanonical = (yaml: string, name: "intakes" | "faq" | "programme") =>
  canonicalYaml(inSchemaOrder(parse(yaml), schemas[name])) === yaml;

const INTAKES = `earlierIntakes: []
intakes:
  - year: 2027
    name: K-Youth 2027
    applicationsOpen:
      date: 2027-02-01T09:00:00+08:00
    applicationsClose:
      date: 2027-03-15T23:59:59+08:00
    trainingStart:
      date: 2027-05-03
    onTheJobTrainingEnd:
      date: 2027-09-03
    applicationForm:
      url: https://apply.k-youth.my/2027
      englishOnly: true
`;

describe("the content edits of the content-edits check", () => {
  it("add the next year's intake after the last, a year on, as the editor writes it", () => {
    const after = withNextIntake(INTAKES, new Date("2027-01-10T00:00:00+08:00"));
    const { intakes } = intakesSchema.parse(parse(after)) as IntakesContent;
    expect(intakes.map(({ name }) => name)).toEqual(["K-Youth 2027", "K-Youth 2028"]);
    expect(intakes[1]).toMatchObject({
      year: 2028,
      applicationsOpen: { date: "2028-02-01T09:00:00+08:00" },
      applicationsClose: { date: "2028-03-15T23:59:59+08:00" },
      trainingStart: { date: "2028-05-03" },
      onTheJobTrainingEnd: { date: "2028-09-03" },
      applicationForm: { url: "https://apply.k-youth.my/2028", englishOnly: true },
    });
    expect(after.startsWith(INTAKES)).toBe(true);
    expect(isCanonical(after, "intakes")).toBe(true);
  });

  it("skip to the first year whose applications open after today, as an announced intake does", () => {
    const today = new Date("2029-03-01T00:00:00+08:00");
    const edited = withNextIntake(INTAKES, today);
    const { intakes } = intakesSchema.parse(parse(edited)) as IntakesContent;
    expect(intakes[1]).toMatchObject({
      year: 2030,
      name: "K-Youth 2030",
      applicationsOpen: { date: "2030-02-01T09:00:00+08:00" },
      applicationForm: { url: "https://apply.k-youth.my/2030" },
    });
  });

  it("add a valid next intake to the real data, whatever it holds", () => {
    const today = new Date();
    const before = intakesSchema.parse(parse(real("intakes.yaml"))) as IntakesContent;
    const edited = withNextIntake(real("intakes.yaml"), today);
    const after = intakesSchema.parse(parse(edited)) as IntakesContent;
    expect(after.intakes).toHaveLength(before.intakes.length + 1);
    expect(after.intakes.at(-1)?.year).toBeGreaterThan(before.intakes.at(-1)?.year ?? 0);
    expect(Date.parse(after.intakes.at(-1)?.applicationsOpen.date ?? "")).toBeGreaterThan(+today);
  });

  const FAQ = `tabs:
  - slug: first
    label: First
    items:
      - id: what-is-it
        title: What is it?
        body: |-
          A programme.
  - slug: second
    label: Second
    items:
      - id: when
        title: When?
        body: Soon.
`;
  const PARTNERS = `partners:
  logos:
    - name: Sample Partner 01
      sample: true
    - name: Sample Partner 02
      sample: true
`;

  for (const language of languages) {
    it(`change an FAQ answer and add a question in ${language}, leaving the rest`, () => {
      const after = parse(withFaqEdits(FAQ, language)) as FaqContent;
      const [first, second] = after.tabs;
      expect(first?.items.map(({ id }) => id)).toEqual(["what-is-it", ADDED_QUESTION_ID]);
      expect(first?.items[0]?.body).toMatch(/^A programme\.\n\n\S/);
      expect(first?.items[1]?.title).not.toBe("");
      expect(second).toEqual((parse(FAQ) as FaqContent).tabs[1]);
      expect(isCanonical(withFaqEdits(FAQ, language), "faq")).toBe(true);
    });

    it(`replace the first sample partner by a confirmed one in ${language}`, () => {
      type Logos = { partners: { logos: { name: string; sample?: boolean }[] } };
      const after = (parse(withRenamedPartner(PARTNERS, language)) as Logos).partners.logos;
      expect(after).toHaveLength(2);
      expect(after[0]?.name).not.toBe("Sample Partner 01");
      expect(after[0]?.sample).toBeUndefined();
      expect(after[1]).toEqual({ name: "Sample Partner 02", sample: true });
    });
  }

  it("add a question with an id of its own, the same in every language, whatever the FAQ holds", () => {
    const ids = (yaml: string) =>
      (parse(yaml) as FaqContent).tabs.flatMap((tab) => tab.items.map(({ id }) => id));
    const added = languages.map((language) => {
      const before = real(`${language}/faq.yaml`);
      const after = ids(withFaqEdits(before, language));
      expect(new Set(after).size).toBe(after.length);
      return after.filter((id) => !ids(before).includes(id));
    });
    expect(added[0]).toHaveLength(1);
    for (const ids of added) expect(ids).toEqual(added[0]);
    const twice = ids(withFaqEdits(withFaqEdits(FAQ, "en"), "en"));
    expect(twice).toEqual(["what-is-it", ADDED_QUESTION_ID, `${ADDED_QUESTION_ID}-2`, "when"]);
  });
});
