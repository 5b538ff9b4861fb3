import { describe, expect, it } from "vitest";
import { buildContactMailto } from "./mailto.ts";

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

function parse(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

describe("mailto builder", () => {
  it("prefills the subject and a body with the visitor's details and message", () => {
    const href = buildContactMailto("hello@k-youth.example", values, texts);
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
    const href = buildContactMailto(
      "hello@k-youth.example",
      { ...values, subject: "  ", phone: "+60 12-345 6789" },
      texts,
    );
    expect(parse(href).subject).toBe("Question from the website");
    expect(parse(href).body).toContain("Phone: +60 12-345 6789\r\n");
  });

  it("keeps markup, right-to-left text and emoji as text", () => {
    const message = '<script>alert(1)</script> مرحبا 👩🏽‍💻 "quotes"';
    expect(parse(buildContactMailto("a@b.example", { ...values, message }, texts)).body).toMatch(
      new RegExp(`${message.replace(/[()]/g, "\\$&")}$`),
    );
  });

  it("survives half an emoji (a lone surrogate) instead of throwing", () => {
    const href = buildContactMailto("a@b.example", { ...values, message: "broken \ud83d" }, texts);
    expect(parse(href).body?.endsWith("broken \ufffd")).toBe(true);
  });
});
