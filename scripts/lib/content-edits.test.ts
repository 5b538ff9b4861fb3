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

  it("add a valid next intake to the real data, whatever it holds", () => {
    const before = intakesSchema.parse(parse(real("intakes.yaml"))) as IntakesContent;
    const after = intakesSchema.parse(
      parse(withNextIntake(real("intakes.yaml"))),
    ) as IntakesContent;
    expect(after.intakes).toHaveLength(before.intakes.length + 1);
    expect(after.intakes.at(-1)?.year).toBe((before.intakes.at(-1)?.year ?? 0) + 1);
  });

  for (const language of languages) {
    it(`change an FAQ answer and add a question in ${language}, leaving the rest`, () => {
      const source = real(`${language}/faq.yaml`);
      const before = parse(source) as FaqContent;
      const after = parse(withFaqEdits(source, language)) as FaqContent;
      const [first, ...others] = after.tabs;
      expect(before.tabs.flatMap((tab) => tab.items.map(({ id }) => id))).not.toContain(
        ADDED_QUESTION_ID,
      );
      expect(first?.items.at(-1)?.id).toBe(ADDED_QUESTION_ID);
      expect(first?.items).toHaveLength((before.tabs[0]?.items.length ?? 0) + 1);
      expect(first?.items[0]?.body).not.toBe(before.tabs[0]?.items[0]?.body);
      expect(first?.items[0]?.body.startsWith(before.tabs[0]?.items[0]?.body ?? "-")).toBe(true);
      expect(others).toEqual(before.tabs.slice(1));
      expect(isCanonical(withFaqEdits(source, language), "faq")).toBe(true);
    });

    it(`rename the first partner in ${language}`, () => {
      const source = real(`${language}/programme.yaml`);
      type Logos = { partners: { logos: { name: string }[] } };
      const before = (parse(source) as Logos).partners.logos;
      const after = (parse(withRenamedPartner(source, language)) as Logos).partners.logos;
      expect(after).toHaveLength(before.length);
      expect(after[0]?.name).not.toBe(before[0]?.name);
      expect(after.slice(1)).toEqual(before.slice(1));
    });
  }
});
