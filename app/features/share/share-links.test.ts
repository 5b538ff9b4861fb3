import { describe, expect, it } from "vitest";
import { sharedAddress, shareHref } from "./share-links.ts";

const target = {
  url: "https://k-youth.example/k-youth#faq-cost",
  title: "K-Youth 2025 | Train, Earn & Learn",
  message: "Free training & paid OJT: 18-30?",
};

describe("sharedAddress", () => {
  it("names the channel in utm_source, before the fragment", () => {
    expect(sharedAddress(target.url, "whatsapp", true)).toBe(
      "https://k-youth.example/k-youth?utm_source=whatsapp#faq-cost",
    );
  });

  it("adds nothing when the setting is off", () => {
    expect(sharedAddress(target.url, "email", false)).toBe(target.url);
  });

  it("replaces a utm_source already in the address instead of repeating it", () => {
    expect(
      sharedAddress("https://k-youth.example/k-youth?utm_source=telegram", "linkedin", true),
    ).toBe("https://k-youth.example/k-youth?utm_source=linkedin");
  });
});

describe("shareHref", () => {
  it("WhatsApp: the message, a space and the address in one encoded text", () => {
    const href = shareHref("whatsapp", target, false);
    expect(href).toBe(
      "https://wa.me/?text=Free%20training%20%26%20paid%20OJT%3A%2018-30%3F%20https%3A%2F%2Fk-youth.example%2Fk-youth%23faq-cost",
    );
    expect(new URL(href).searchParams.get("text")).toBe(`${target.message} ${target.url}`);
  });

  it("Telegram: the address and the message as separate parameters", () => {
    const href = new URL(shareHref("telegram", target, true));
    expect(href.origin + href.pathname).toBe("https://t.me/share/url");
    expect(href.searchParams.get("url")).toBe(
      "https://k-youth.example/k-youth?utm_source=telegram#faq-cost",
    );
    expect(href.searchParams.get("text")).toBe(target.message);
  });

  it("LinkedIn: only the address", () => {
    const href = new URL(shareHref("linkedin", target, true));
    expect(href.origin + href.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect([...href.searchParams.keys()]).toEqual(["url"]);
    expect(href.searchParams.get("url")).toBe(
      "https://k-youth.example/k-youth?utm_source=linkedin#faq-cost",
    );
  });

  it("email: the title as subject, the message and address as body, spaces as %20", () => {
    const href = shareHref("email", target, false);
    expect(href).toMatch(
      /^mailto:\?subject=K-Youth%202025%20%7C%20Train%2C%20Earn%20%26%20Learn&body=/,
    );
    expect(href).not.toContain("+");
    const body = decodeURIComponent(href.split("&body=")[1] ?? "");
    expect(body).toBe(`${target.message}\n\n${target.url}`);
  });

  it("keeps markup and quotes inert: they arrive encoded", () => {
    const href = shareHref("whatsapp", { ...target, message: `<b>"hi"</b>` }, false);
    expect(href).not.toMatch(/[<>"]/);
  });
});
