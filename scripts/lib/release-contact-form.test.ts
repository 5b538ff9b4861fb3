// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactFormReleaseProblem, EMAIL_APP_ONLY_ENV_NAME } from "./release-contact-form.ts";

describe("the contact form in a release build", () => {
  const release = { RELEASE: "production" };

  it("stops a release without the EmailJS settings, saying what to do", () => {
    const problem = contactFormReleaseProblem(false, release);
    expect(problem).toMatch(/^Release build stopped: the contact form has no EmailJS settings/);
    expect(problem).toContain(`${EMAIL_APP_ONLY_ENV_NAME}=yes`);
  });

  it("lets it go on when the email app is chosen on purpose, or the settings are there", () => {
    expect(contactFormReleaseProblem(false, { ...release, [EMAIL_APP_ONLY_ENV_NAME]: "yes" })).toBe(
      null,
    );
    expect(contactFormReleaseProblem(true, release)).toBe(null);
  });

  it("never stops an everyday build", () => {
    expect(contactFormReleaseProblem(false, {})).toBe(null);
  });
});
