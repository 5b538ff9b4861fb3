import { describe, expect, it } from "vitest";
import {
  EMPTY_CONTACT_VALUES,
  isEmailAddress,
  validateContactField,
  validateContactForm,
  maxLengthTexts,
  withMaxLength,
} from "./validation.ts";

describe("contact form validation", () => {
  it("requires a name and an email; spaces alone are not an answer", () => {
    expect(validateContactForm(EMPTY_CONTACT_VALUES)).toEqual({
      fullname: "required",
      email: "required",
    });
    expect(validateContactField("fullname", "   \t")).toBe("required");
    expect(validateContactField("phone", "")).toBeNull();
    expect(validateContactField("subject", "  ")).toBeNull();
    expect(validateContactField("message", "")).toBeNull();
  });

  it("checks the email format as the browser does, plus a dot in the domain", () => {
    for (const good of [
      "siti@example.com",
      "a.b+tag@sub.example.my",
      "o'neil@example.co.uk",
      "siti@xn--bcher-kva.example",
    ]) {
      expect(isEmailAddress(good), good).toBe(true);
    }
    for (const bad of [
      "siti",
      "siti@",
      "@example.com",
      "siti@localhost",
      "siti@@example.com",
      "siti@exa mple.com",
      "józef@example.my",
      "siti@-example.com",
      "<script>@example.com",
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
    expect(validateContactField("email", "  siti@example.com  ")).toBeNull();
    expect(validateContactField("email", "siti@")).toBe("format");
  });

  it("enforces the documented maximum lengths", () => {
    expect(validateContactField("fullname", "x".repeat(100))).toBeNull();
    expect(validateContactField("fullname", "x".repeat(101))).toBe("tooLong");
    expect(validateContactField("message", "x".repeat(10_000))).toBeNull();
    expect(validateContactField("message", "x".repeat(10_001))).toBe("tooLong");
    expect(validateContactField("phone", "1".repeat(31))).toBe("tooLong");
  });

  it("writes each limit as the language does and fills {max} into content texts", () => {
    const limits = maxLengthTexts("en-MY");
    expect(limits).toEqual({
      fullname: "100",
      email: "254",
      phone: "30",
      subject: "150",
      message: "10,000",
    });
    expect(withMaxLength("Up to {max} characters.", "message", limits)).toBe(
      "Up to 10,000 characters.",
    );
  });
});
