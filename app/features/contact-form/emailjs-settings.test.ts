import { describe, expect, it } from "vitest";
import { emailJsConnectOrigin, readEmailJsSettings } from "./emailjs-settings.ts";

const ids = {
  VITE_EMAILJS_SERVICE_ID: "service_abc",
  VITE_EMAILJS_TEMPLATE_ID: "template_xyz",
  VITE_EMAILJS_PUBLIC_KEY: "pk_123",
};

describe("EmailJS build settings", () => {
  it("a fresh clone, with nothing set, is unconfigured (the email-app path)", () => {
    expect(readEmailJsSettings({})).toEqual({ status: "unconfigured" });
    expect(
      readEmailJsSettings({
        VITE_EMAILJS_SERVICE_ID: " ",
        VITE_EMAILJS_TEMPLATE_ID: "",
        VITE_EMAILJS_PUBLIC_KEY: "",
        VITE_EMAILJS_ORIGIN: "http://127.0.0.1:4185",
      }),
    ).toEqual({ status: "unconfigured" });
    expect(emailJsConnectOrigin({})).toBeNull();
  });

  it("all three ids set: configured, with the default origin", () => {
    expect(readEmailJsSettings(ids)).toEqual({
      status: "configured",
      settings: {
        serviceId: "service_abc",
        templateId: "template_xyz",
        publicKey: "pk_123",
        origin: "https://api.emailjs.com",
      },
    });
    expect(emailJsConnectOrigin(ids)).toBe("https://api.emailjs.com");
  });

  it("takes another origin, normalised to scheme, host and port", () => {
    const env = { ...ids, VITE_EMAILJS_ORIGIN: "http://127.0.0.1:4185/" };
    expect(emailJsConnectOrigin(env)).toBe("http://127.0.0.1:4185");
  });

  it("reports half-done settings instead of shipping a form that cannot send", () => {
    expect(readEmailJsSettings({ VITE_EMAILJS_SERVICE_ID: "service_abc" })).toEqual({
      status: "invalid",
      problems: ["VITE_EMAILJS_TEMPLATE_ID is not set", "VITE_EMAILJS_PUBLIC_KEY is not set"],
    });
    const badOrigin = readEmailJsSettings({ ...ids, VITE_EMAILJS_ORIGIN: "api.emailjs.com" });
    expect(badOrigin.status).toBe("invalid");
    expect(emailJsConnectOrigin({ ...ids, VITE_EMAILJS_ORIGIN: "ftp://x.example" })).toBeNull();
  });
});
