import { describe, expect, it } from "vitest";
import { parseDraft, serializeDraft } from "./draft.ts";

const values = {
  fullname: "Siti",
  email: "siti@example.com",
  phone: "",
  subject: "",
  message: "Hello",
};

describe("contact form drafts", () => {
  it("round-trips what the visitor typed", () => {
    expect(parseDraft(serializeDraft(values))).toEqual(values);
  });

  it("stores nothing for an empty form", () => {
    expect(
      serializeDraft({ fullname: "", email: "", phone: "", subject: "", message: "" }),
    ).toBeNull();
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{oops"],
    ["JSON that is not an object", "[1,2]"],
    ["an older shape", JSON.stringify(values)],
    ["another version", JSON.stringify({ version: 2, values })],
    ["a missing field", JSON.stringify({ version: 1, values: { ...values, message: undefined } })],
    ["a wrong type", JSON.stringify({ version: 1, values: { ...values, phone: 60123 } })],
    ["an unknown field", JSON.stringify({ version: 1, values: { ...values, admin: "yes" } })],
    [
      "an over-long value",
      JSON.stringify({ version: 1, values: { ...values, fullname: "x".repeat(101) } }),
    ],
  ])("ignores %s", (_label, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });
});
