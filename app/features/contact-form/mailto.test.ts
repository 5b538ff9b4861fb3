import { describe, expect, it } from "vitest";
import { composeContactEmail } from "./mailto.ts";
import { CONTACT_MAX_LENGTH, MAILTO_MAX_LENGTH } from "./settings.ts";

const texts = {
  subject: "Question from the website",
  fullname: "Name:",
  email: "Email:",
  phone: "Phone:",
};
const values = {
  fullname: "  Siti & Co ",
  email: "siti@example.com",
  phone: "",
  subject: "Fees? 100% free #1 + more",
  message: "Line one\nLine two",
};

const hrefOf = (...args: Parameters<typeof composeContactEmail>) =>
  composeContactEmail(...args).href;

function parse(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

describe("the email to the team", () => {
  it("prefills the subject and a body with the visitor's details and message", () => {
    const href = hrefOf("hello@k-youth.example", values, texts);
    expect(href.startsWith("mailto:hello@k-youth.example?subject=")).toBe(true);
    expect(parse(href)).toEqual({
      to: "hello@k-youth.example",
      subject: "Fees? 100% free #1 + more",
      body: "Name: Siti & Co\r\nEmail: siti@example.com\r\n\r\nLine one\r\nLine two",
    });
    // Spaces as %20, never "+", which some mail apps keep as a plus.
    expect(href).not.toMatch(/\+/);
    expect(href).toContain("%20");
  });

  it("uses the default subject when the visitor left it empty and includes a phone if given", () => {
    const href = hrefOf(
      "hello@k-youth.example",
      { ...values, subject: "  ", phone: "+60 12-345 6789" },
      texts,
    );
    expect(parse(href).subject).toBe("Question from the website");
    expect(parse(href).body).toContain("Phone: +60 12-345 6789\r\n");
  });

  it("keeps markup, right-to-left text and emoji as text", () => {
    const message = '<script>alert(1)</script> مرحبا 👩🏽‍💻 "quotes"';
    expect(parse(hrefOf("a@b.example", { ...values, message }, texts)).body).toMatch(
      new RegExp(`${message.replace(/[()]/g, "\\$&")}$`),
    );
  });

  it("survives half an emoji (a lone surrogate) instead of throwing", () => {
    const href = hrefOf("a@b.example", { ...values, message: "broken \ud83d" }, texts);
    expect(parse(href).body?.endsWith("broken \ufffd")).toBe(true);
  });

  it("prefills a message that keeps the link within the limit, and says so", () => {
    const email = composeContactEmail("hello@k-youth.example", values, texts);
    expect(email.prefilled).toBe(true);
    expect(email.text).toBe("Name: Siti & Co\nEmail: siti@example.com\n\nLine one\nLine two");
  });

  it("leaves a message out of the link when the link would pass the limit, and keeps every character", () => {
    // The longest message that fits, then one character more.
    const fits = (message: string) =>
      composeContactEmail("hello@k-youth.example", { ...values, message }, texts).prefilled;
    let length = 0;
    while (fits("a".repeat(length + 1))) length += 1;
    const atLimit = composeContactEmail(
      "hello@k-youth.example",
      { ...values, message: "a".repeat(length) },
      texts,
    );
    expect(atLimit.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(atLimit.href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 3);

    const message = "a".repeat(length + 1);
    const over = composeContactEmail("hello@k-youth.example", { ...values, message }, texts);
    expect(over.prefilled).toBe(false);
    expect(parse(over.href)).toEqual({
      to: "hello@k-youth.example",
      subject: values.subject,
      body: null,
    });
    expect(over.text.endsWith(`\n\n${message}`)).toBe(true);
  });

  it("counts the encoded length: 5,000 emoji, 60,000 characters encoded, are copied, not linked", () => {
    const message = "🎓".repeat(5_000);
    const email = composeContactEmail("hello@k-youth.example", { ...values, message }, texts);
    expect(email.prefilled).toBe(false);
    expect(email.text.endsWith(message)).toBe(true);
  });

  it("keeps even the longest subject's link, without the message, within the limit", () => {
    // Nine characters for each UTF-16 unit is the worst case: a three-byte character, encoded.
    const subject = "ぁ".repeat(CONTACT_MAX_LENGTH.subject);
    const email = composeContactEmail(
      "hello@k-youth.example",
      { ...values, subject, message: "x".repeat(CONTACT_MAX_LENGTH.message) },
      texts,
    );
    expect(email.prefilled).toBe(false);
    expect(email.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(parse(email.href).subject).toBe(subject);
  });
});
