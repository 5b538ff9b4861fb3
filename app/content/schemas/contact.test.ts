import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contactSchema } from "./contact.ts";
import { markdownField } from "./primitives.ts";
import { siteSchema } from "./site.ts";

const english = join(import.meta.dirname, "../en");
// Plain YAML data, edited below the way a content editor might get it wrong.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = (name: string): any => parse(readFileSync(join(english, name), "utf8"));
const schema = contactSchema(markdownField((source) => source));

describe("contact content rules", () => {
  it("keeps the exact texts the brief fixes", () => {
    const contact = schema.parse(read("contact.yaml"));
    expect(contact.heading).toBe("Need Help? Get In Touch With us");
    expect(contact.form.success).toBe("Thanks for your query. We will contact with you soon.");
  });

  it("rejects a length message that lost its {max}", () => {
    const contact = read("contact.yaml");
    contact.form.errors.message.tooLong = "Your message is too long";
    const result = schema.safeParse(contact);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["form", "errors", "message", "tooLong"]);
  });

  it("allows the map iframe only from Google Maps", () => {
    const site = read("site.yaml");
    site.contact.address.mapEmbedUrl = "https://maps.evil.example/embed";
    expect(siteSchema.safeParse(site).success).toBe(false);
    site.contact.address.mapEmbedUrl = "https://www.google.com/search?q=x";
    expect(siteSchema.safeParse(site).success).toBe(false);
  });
});
