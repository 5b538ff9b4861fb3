// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_THROTTLE_ID } from "./settings.ts";
import type { EmailJsSettings } from "./emailjs-settings.ts";
import { failedImportUrl } from "#app/lib/chunk-load-recovery.ts";
import { classifySendError, sendContactForm } from "./emailjs-adapter.ts";

function settings(overrides: Partial<EmailJsSettings> = {}): EmailJsSettings {
  return {
    serviceId: "service_test",
    templateId: "template_test",
    publicKey: "pk_test",
    origin: "https://api.emailjs.test",
    ...overrides,
  };
}

function contactForm(): HTMLFormElement {
  const form = document.createElement("form");
  for (const [name, value] of Object.entries({
    fullname: "Siti",
    email: "siti@example.com",
    phone: "",
    subject: "Hi",
    message: "Hello",
  })) {
    const input = document.createElement("input");
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  return form;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("classifying the SDK's rejections", () => {
  it("sorts all three shapes, never passing provider text on as the reason", () => {
    expect(classifySendError({ status: 500, text: "Internal" }, true)).toEqual({
      reason: "service",
      detail: "HTTP 500: Internal",
    });
    expect(classifySendError({ status: 422, text: "<b>bad</b>" }, true).reason).toBe("service");
    expect(classifySendError({ status: 429, text: "Too Many Requests" }, true).reason).toBe(
      "service",
    );
    expect(classifySendError({ status: 429, text: "Too Many Requests" }, false).reason).toBe(
      "rateLimited",
    );
    expect(classifySendError("The public key is required.", false)).toEqual({
      reason: "service",
      detail: "The public key is required.",
    });
    expect(classifySendError(new TypeError("Failed to fetch"), true).reason).toBe("network");
    expect(classifySendError(new Error("odd"), true).reason).toBe("service");
  });

  it("finds this site's script in a failed dynamic import message, and nothing else", () => {
    const origin = "https://k-youth.example";
    expect(
      failedImportUrl(
        new TypeError(
          "Failed to fetch dynamically imported module: https://k-youth.example/assets/es-Dw.js",
        ),
        origin,
      ),
    ).toBe("https://k-youth.example/assets/es-Dw.js");
    expect(
      failedImportUrl(
        new TypeError("error loading dynamically imported module: https://evil.example/x.js"),
        origin,
      ),
    ).toBeNull();
    expect(failedImportUrl(new TypeError("Importing a module script failed."), origin)).toBeNull();
    expect(failedImportUrl("nope", origin)).toBeNull();
  });
});

describe("sending with the real SDK (fetch replaced)", () => {
  it("posts the form's fields and the account to /api/v1.0/email/send-form", async () => {
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    const result = await sendContactForm(contactForm(), settings());
    expect(result).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("https://api.emailjs.test/api/v1.0/email/send-form");
    const body = init?.body as FormData;
    expect(Object.fromEntries(body)).toMatchObject({
      fullname: "Siti",
      email: "siti@example.com",
      message: "Hello",
      service_id: "service_test",
      template_id: "template_test",
      user_id: "pk_test",
      lib_version: "4.4.1",
    });
  });

  it("a provider error is a service failure, logged, and frees the rate limit for a retry", async () => {
    fetchMock.mockResolvedValue(new Response("Internal Server Error", { status: 500 }));
    const result = await sendContactForm(contactForm(), settings());
    expect(result).toMatchObject({ ok: false, reason: "service" });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("HTTP 500"));
    expect(localStorage.getItem(SEND_THROTTLE_ID)).toBeNull();

    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    expect(await sendContactForm(contactForm(), settings())).toEqual({ ok: true });
  });

  it("a fetch TypeError is a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendContactForm(contactForm(), settings())).toMatchObject({
      ok: false,
      reason: "network",
    });
  });

  it("gives up after the timeout", async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    expect(await sendContactForm(contactForm(), settings(), { timeoutMs: 20 })).toMatchObject({
      ok: false,
      reason: "timeout",
    });
  });

  it("a second send within the throttle is rate limited before any request", async () => {
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    expect(await sendContactForm(contactForm(), settings())).toEqual({ ok: true });
    expect(localStorage.getItem(SEND_THROTTLE_ID)).not.toBeNull();
    expect(await sendContactForm(contactForm(), settings())).toMatchObject({
      ok: false,
      reason: "rateLimited",
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("the SDK's own string rejections (bad settings) are service failures, with no request", async () => {
    expect(await sendContactForm(contactForm(), settings({ publicKey: "" }))).toMatchObject({
      ok: false,
      reason: "service",
      detail: expect.stringContaining("public key is required"),
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
