import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ContentError,
  fieldPlace,
  ordinal,
  reportingContentErrors,
  schemaError,
} from "./content-errors.ts";

// Fixture content of the tests' own: the formatting is what is tested, not today's content.
const intakes = {
  intakes: [
    { year: 2030, name: "Round A", applicationsClose: { date: "x" } },
    { year: 2031, name: "Round B" },
  ],
};

const intakeSchema = z.object({
  intakes: z.array(
    z.object({
      year: z.int(),
      name: z.string(),
      applicationsClose: z.object({ date: z.string() }),
    }),
  ),
});

/** The message the schema's mistakes in `data` stop the build with. */
function messageFor(schema: z.ZodType, data: unknown): string {
  const result = schema.safeParse(data);
  if (result.success) throw new Error("expected the fixture to be refused");
  return schemaError("app/content/intakes.yaml", result.error, data).message;
}

describe("content error messages", () => {
  it("counts list positions from 1, in words", () => {
    expect([0, 1, 2, 11, 12, 20, 21, 22, 102].map(ordinal)).toEqual([
      "first",
      "second",
      "third",
      "twelfth",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "103rd",
    ]);
  });

  it("names a list entry by its position and its name, never by an index from 0", () => {
    expect(fieldPlace(["intakes", 1, "applicationsClose", "date"], intakes)).toBe(
      "the second intake, Round B, field applicationsClose.date",
    );
    expect(fieldPlace(["earlierIntakes", 0, "year"], { earlierIntakes: [{ year: 1 }] })).toBe(
      "the first earlier intake, field year",
    );
    const faq = { tabs: [{ label: "Costs", items: [{ question: "Is it free?" }] }] };
    expect(fieldPlace(["tabs", 0, "items", 0, "id"], faq)).toBe(
      "the first tab, Costs, the first item, Is it free?, field id",
    );
    expect(fieldPlace(["contact", "email", "address"], {})).toBe("contact.email.address");
    expect(fieldPlace([], {})).toBe("the whole file");
  });

  it("says a missing field is missing, in plain words, once per mistake", () => {
    const message = messageFor(intakeSchema, intakes);
    expect(message).toBe(
      "app/content/intakes.yaml: a mistake to fix\n" +
        "  the second intake, Round B, field applicationsClose: is missing: add it",
    );
  });

  it("never shows zod's own wording", () => {
    const wrongKinds = {
      intakes: [{ year: "2030", name: ["Round A"], applicationsClose: { date: "x" }, extra: 1 }],
    };
    const message = messageFor(
      intakeSchema.extend({ intakes: z.array(intakeSchema.shape.intakes.element.strict()).min(2) }),
      wrongKinds,
    );
    expect(message).not.toMatch(/Invalid input|expected \w+, received|Too small|Unrecognized/);
    expect(message).toContain("the first intake, field year: must be a number, not a text");
    expect(message).toContain("field name: must be a text, not a list (lines starting with -)");
    expect(message).toContain("this file does not use: extra");
    expect(message).toContain("intakes: needs at least 2 entries");
    expect(message).toMatch(/^app\/content\/intakes\.yaml: 4 mistakes to fix\n/);
  });

  it("keeps the schema's own message, without repeating the entry's name", () => {
    const schema = z.object({
      intakes: z.array(
        z.object({ name: z.string() }).refine(() => false, {
          error: "Round A: applications must close after they open",
        }),
      ),
    });
    expect(messageFor(schema, { intakes: [{ name: "Round A" }] })).toContain(
      "  the first intake, Round A: applications must close after they open",
    );
  });
});

const IN_BUILD = false;
const IN_DEV_SERVER = true;

describe("content errors in a build", () => {
  afterEach(() => vi.restoreAllMocks());

  it("print once, without a stack trace, and stop the build", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const plugin = { error: vi.fn<(message: string) => never>() };
    reportingContentErrors(plugin, IN_BUILD, () => {
      throw new ContentError("app/content/intakes.yaml: a mistake to fix");
    });
    expect(exit).toHaveBeenCalledWith(1);
    expect(plugin.error).not.toHaveBeenCalled();
    const printed = stderr.mock.calls.map(([text]) => String(text)).join("");
    expect(printed.match(/intakes\.yaml: a mistake to fix/g)).toHaveLength(1);
    expect(printed).not.toMatch(/\n\s+at /);
  });

  it("show in the development server, which carries on", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const plugin = {
      error: vi.fn<(message: string) => never>(() => {
        throw new Error("shown");
      }),
    };
    expect(() =>
      reportingContentErrors(plugin, IN_DEV_SERVER, () => {
        throw new ContentError("app/content/intakes.yaml: a mistake to fix");
      }),
    ).toThrow("shown");
    expect(exit).not.toHaveBeenCalled();
  });

  it("leave other errors to the bundler", () => {
    const plugin = { error: vi.fn<(message: string) => never>() };
    expect(() =>
      reportingContentErrors(plugin, IN_BUILD, () => {
        throw new TypeError("a bug");
      }),
    ).toThrow("a bug");
  });
});
