// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SECURITY_TXT_VALID_DAYS, securityTxt } from "./security-txt.ts";

const site = {
  origin: "https://k-youth.example",
  contact: { email: { address: "hello@k-youth.example" } },
} as Parameters<typeof securityTxt>[0];

describe("security.txt", () => {
  const text = securityTxt(site, new Date("2026-11-25T08:30:00.123Z"));

  it("names a contact, its languages and its own address (RFC 9116)", () => {
    expect(text.split("\n")).toEqual([
      "Contact: mailto:hello@k-youth.example",
      "Expires: 2027-05-24T08:30:00Z",
      "Preferred-Languages: en, ms",
      "Canonical: https://k-youth.example/.well-known/security.txt",
      "",
    ]);
  });

  it("expires half a year after the build, less than RFC 9116's year", () => {
    const expires = new Date(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
    const days = (expires.getTime() - Date.parse("2026-11-25T08:30:00.123Z")) / 86_400_000;
    expect(days).toBeCloseTo(SECURITY_TXT_VALID_DAYS, 3);
    expect(days).toBeLessThan(365);
  });
});
