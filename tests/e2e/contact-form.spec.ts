/**
 * The contact form against the production build, with the real @emailjs/browser SDK sending to
 * the local EmailJS stand-in (tests/e2e/support/emailjs-stub.ts). Built by `npm run build:e2e`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test, waitForPageSettled } from "./fixtures.ts";
import {
  expectFormValues,
  FAILURE_TITLE,
  FORM_TEXTS,
  fillContactForm,
  LABELS,
  openContactForm,
  parseMailto,
  queueAnswers,
  recordedSends,
  SEND_FAILURE_CONSOLE,
  FULLNAME_REQUIRED,
  LIMIT_TEXTS,
  SUCCESS_TEXT,
  sampleValues,
  uniqueEmail,
  watchSendRequests,
} from "./support/contact-form.ts";
import { STUB_ACCOUNT, STUB_ORIGIN, type StubBehaviour } from "./support/emailjs-stub-config.ts";
import { SUCCESS_MESSAGE_TIMEOUT_MS } from "#app/features/contact-form/settings.ts";
import { PHONE_ONLY } from "./support/widths.ts";
import { linkTextIn } from "./support/content.ts";
import { withMaxLength } from "#app/features/contact-form/validation.ts";
import { testContent } from "#app/test/content.ts";

const SEND_TIMEOUT_MS = 15_000;
const TEAM_EMAIL = testContent("site").contact.email.address;
const { errors, failure: failureTexts, copyToEmail } = FORM_TEXTS;
/** The email field's hint, as the page writes it. */
const EMAIL_HINT = withMaxLength(FORM_TEXTS.fields.email.hint ?? "", "email", LIMIT_TEXTS);
/** The errors these tests meet, as the page writes them. */
const EMAIL_REQUIRED = withMaxLength(errors.email.required, "email", LIMIT_TEXTS);
const EMAIL_FORMAT = withMaxLength(errors.email.format, "email", LIMIT_TEXTS);
/** A field's error message as its description reads it: "Error:" and the message. */
const described = (message: string) => `${errors.prefix} ${message}`;
/** The email field's description with an error: its hint, then the error. */
const emailDescribed = (message: string) =>
  [EMAIL_HINT, described(message)].filter(Boolean).join(" ");
/** The words of the privacy pointer's link to the notice. */
const PRIVACY_LINK = linkTextIn(FORM_TEXTS.privacyPointer);

test.beforeAll(() => {
  // These tests need the build whose contact form sends to the stub, not a plain `npm run build`.
  const scripts = readdirSync("build/client/assets").filter((name) => name.endsWith(".js"));
  expect(
    scripts.some((name) =>
      readFileSync(`build/client/assets/${name}`, "utf8").includes(STUB_ORIGIN),
    ),
    "build/ has no EmailJS settings: run `npm run build:e2e` before these tests",
  ).toBe(true);
});

// The form's logic is the same at every width: once, on a phone.
test.describe("contact form: validation", PHONE_ONLY, () => {
  test("required and format errors block sending and are summarised with links", async ({
    page,
  }) => {
    const sends = watchSendRequests(page);
    const form = await openContactForm(page);
    const name = form.getByLabel(LABELS.fullname);
    const email = form.getByLabel(LABELS.email, { exact: true });

    // The constraints stay in the HTML; the browser's bubbles are replaced by our messages.
    await expect(form).toHaveAttribute("novalidate", "");
    await expect(name).toHaveAttribute("required", "");
    await expect(name).toHaveAttribute("autocomplete", "name");
    await expect(name).toHaveAttribute("maxlength", "100");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("inputmode", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(email).toHaveAttribute("maxlength", "254");
    await expect(form.getByLabel(LABELS.phone)).toHaveAttribute("type", "tel");
    await expect(form.getByLabel(LABELS.phone)).toHaveAttribute("autocomplete", "tel");
    await expect(form.getByLabel(LABELS.message)).toHaveAttribute("maxlength", "10000");

    await name.fill("   ");
    await form.getByRole("button", { name: FORM_TEXTS.submit }).click();

    const summary = page.getByRole("alert").filter({ hasText: errors.summaryTitle });
    await expect(summary).toBeVisible();
    await expect(page.locator(":focus")).toContainText(errors.summaryTitle);
    await expect(summary.getByRole("link")).toHaveText([FULLNAME_REQUIRED, EMAIL_REQUIRED]);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(described(FULLNAME_REQUIRED));
    await expect(email).toHaveAccessibleDescription(emailDescribed(EMAIL_REQUIRED));
    await expect(form.getByLabel(LABELS.phone)).not.toHaveAttribute("aria-invalid");

    // A summary link takes the visitor to the field.
    await summary.getByRole("link", { name: EMAIL_REQUIRED }).click();
    await expect(email).toBeFocused();

    // After the first attempt, leaving a field re-checks it.
    await email.fill("siti@");
    await email.blur();
    await expect(email).toHaveAccessibleDescription(emailDescribed(EMAIL_FORMAT));
    await email.fill("siti@localhost");
    await email.blur();
    await expect(summary.getByRole("link")).toHaveText([FULLNAME_REQUIRED, EMAIL_FORMAT]);
    await email.fill("siti@example.com");
    await email.blur();
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(summary.getByRole("link")).toHaveText([FULLNAME_REQUIRED]);

    await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
    await expect(summary.getByRole("link")).toHaveText([FULLNAME_REQUIRED]);
    expect(sends, "no request reaches the provider while the form has errors").toEqual([]);
  });

  test("a unicode local part fails the browser's email check, with our message", async ({
    page,
  }) => {
    const sends = watchSendRequests(page);
    const form = await openContactForm(page);
    await fillContactForm(page, { fullname: "Józef", email: "józef@example.my" });
    await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
    await expect(page.getByRole("link", { name: EMAIL_FORMAT })).toBeVisible();
    await expect(form.getByLabel(LABELS.email, { exact: true })).toHaveValue("józef@example.my");
    expect(sends).toEqual([]);
  });
});

test.describe("contact form: sending", PHONE_ONLY, () => {
  test("success sends every field, resets the form and clears the message after 5 s", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const values = sampleValues(email);
    await queueAnswers(request, email, ["ok"]);
    await page.clock.install({ time: new Date("2025-04-01T09:00:00+08:00") });
    const form = await openContactForm(page);
    await fillContactForm(page, values);
    await page.clock.pauseAt(new Date("2025-04-01T09:30:00+08:00"));

    await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
    const status = page.getByRole("status");
    await expect(status).toHaveText(SUCCESS_TEXT);
    await expectFormValues(page, { fullname: "", email: "", phone: "", subject: "", message: "" });

    const [sent] = await recordedSends(request, email);
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.origin).toBe(new URL(page.url()).origin);
    expect(sent?.fields).toEqual({
      ...values,
      // Form submission sends a text area's line breaks as CRLF, as the HTML standard says.
      message: values.message.replaceAll("\n", "\r\n"),
      // The honeypot travels empty: people never meet it.
      website: "",
      lib_version: "4.4.1",
      service_id: STUB_ACCOUNT.serviceId,
      template_id: STUB_ACCOUNT.templateId,
      user_id: STUB_ACCOUNT.publicKey,
    });

    // The sent draft is gone: a reload shows an empty form.
    expect(await page.evaluate(() => sessionStorage.getItem("k-youth:contact-draft"))).toBeNull();

    await page.clock.runFor(SUCCESS_MESSAGE_TIMEOUT_MS - 1);
    await expect(status).toHaveText(SUCCESS_TEXT);
    await page.clock.runFor(1);
    await expect(status).toHaveText("");
  });

  const failures: [StubBehaviour, string][] = [
    ["400", failureTexts.service],
    ["422", failureTexts.service],
    ["429", failureTexts.service],
    ["500", failureTexts.service],
    ["drop", failureTexts.network],
    ["no-cors", failureTexts.network],
  ];

  for (const [behaviour, message] of failures) {
    test.describe(() => {
      test.use({ allowedConsoleErrors: [SEND_FAILURE_CONSOLE] });

      test(`a ${behaviour} answer keeps every value and offers retry and email`, async ({
        page,
        request,
      }, testInfo) => {
        const email = uniqueEmail(testInfo, `fail-${behaviour}`);
        const values = sampleValues(email);
        await queueAnswers(request, email, [behaviour]);
        const form = await openContactForm(page);
        await fillContactForm(page, values);
        await form.getByRole("button", { name: FORM_TEXTS.submit }).click();

        const failure = page.getByRole("alert").filter({ hasText: FAILURE_TITLE });
        await expect(failure).toBeVisible();
        await expect(failure).toContainText(message);
        await expect(failure).toContainText(failureTexts.kept);
        await expectFormValues(page, values);
        await expect(page.getByRole("status")).toHaveText("");
        // Never the provider's own words.
        await expect(page.locator("body")).not.toContainText(/recipients|Public Key|Internal/);

        const byEmail = failure.getByRole("link", { name: failureTexts.byEmail });
        const mail = parseMailto((await byEmail.getAttribute("href")) ?? "");
        expect(mail.to).toBe(TEAM_EMAIL);
        expect(mail.subject).toBe(values.subject);
        expect(mail.body).toBe(
          [
            `${FORM_TEXTS.email.fullname} ${values.fullname}`,
            `${FORM_TEXTS.email.email} ${values.email}`,
            `${FORM_TEXTS.email.phone} ${values.phone}`,
            "",
            values.message,
          ]
            .join("\n")
            .replaceAll("\n", "\r\n"),
        );

        // The next answer is 200 OK: trying again delivers the same message.
        await failure.getByRole("button", { name: failureTexts.retry }).click();
        await expect(page.getByRole("status")).toHaveText(SUCCESS_TEXT);
        const sends = await recordedSends(request, email);
        expect(sends.map((send) => send.behaviour)).toEqual([behaviour, "ok"]);
        expect(sends[1]?.fields.message).toBe(values.message.replaceAll("\n", "\r\n"));
      });
    });
  }

  test.describe(() => {
    test.use({ allowedConsoleErrors: [SEND_FAILURE_CONSOLE] });

    test("a provider slower than the timeout ends in a failure that keeps every value", async ({
      page,
      request,
    }, testInfo) => {
      const email = uniqueEmail(testInfo, "slow");
      const values = sampleValues(email);
      await queueAnswers(request, email, ["slow"]);
      await page.clock.install({ time: new Date("2025-04-01T09:00:00+08:00") });
      const form = await openContactForm(page);
      await fillContactForm(page, values);
      await page.clock.pauseAt(new Date("2025-04-01T09:30:00+08:00"));

      await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
      const sending = form.getByRole("button", { name: FORM_TEXTS.sending });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
      await expect.poll(async () => (await recordedSends(request, email)).length).toBe(1);

      await page.clock.runFor(SEND_TIMEOUT_MS - 1);
      await expect(sending).toBeVisible();
      await page.clock.runFor(1);
      const failure = page.getByRole("alert").filter({ hasText: FAILURE_TITLE });
      await expect(failure).toContainText(failureTexts.timeout);
      await expectFormValues(page, values);
      await expect(form.getByRole("button", { name: FORM_TEXTS.submit })).toBeEnabled();
    });

    test("offline: the SDK cannot even be fetched, and nothing is lost", async ({
      page,
      context,
    }, testInfo) => {
      const values = sampleValues(uniqueEmail(testInfo, "offline"));
      const form = await openContactForm(page);
      await context.setOffline(true);
      await fillContactForm(page, values);
      await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
      const failure = page.getByRole("alert").filter({ hasText: FAILURE_TITLE });
      await expect(failure).toContainText(failureTexts.network);
      await expectFormValues(page, values);

      await context.setOffline(false);
      await failure.getByRole("button", { name: failureTexts.retry }).click();
      await expect(page.getByRole("status")).toHaveText(SUCCESS_TEXT);
    });
  });

  test("a double click sends one request", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "double");
    await queueAnswers(request, email, ["ok"]);
    const form = await openContactForm(page);
    await fillContactForm(page, sampleValues(email));
    await form.getByRole("button", { name: FORM_TEXTS.submit }).dblclick();
    await expect(page.getByRole("status")).toHaveText(SUCCESS_TEXT);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(await recordedSends(request, email)).toHaveLength(1);
  });

  test("a filled honeypot is dropped silently: success shown, nothing sent", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "bot");
    const form = await openContactForm(page);
    // Named and labelled like a field bots expect, hidden from people and assistive technology,
    // so not reachable by role or label.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(form.getByRole("textbox", { name: FORM_TEXTS.honeypot })).toHaveCount(0);
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).not.toBeInViewport();
    await fillContactForm(page, sampleValues(email));
    await honeypot.fill("https://spam.example");
    await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
    await expect(page.getByRole("status")).toHaveText(SUCCESS_TEXT);
    expect(await recordedSends(request, email)).toEqual([]);
  });

  test.describe(() => {
    test.use({
      allowedConsoleErrors: [/\[contact-form\] The message was not sent \(rateLimited\)/],
    });

    test("a second message within a minute trips the rate limit without a request", async ({
      page,
      request,
    }, testInfo) => {
      const email = uniqueEmail(testInfo, "rate");
      const form = await openContactForm(page);
      await fillContactForm(page, sampleValues(email));
      await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
      await expect(page.getByRole("status")).toHaveText(SUCCESS_TEXT);

      const second = { ...sampleValues(email), subject: "One more thing" };
      await fillContactForm(page, second);
      await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
      const failure = page.getByRole("alert").filter({ hasText: FAILURE_TITLE });
      await expect(failure).toContainText(failureTexts.rateLimited);
      await expect(failure.getByRole("link", { name: failureTexts.byEmail })).toBeVisible();
      await expectFormValues(page, second);
      expect(await recordedSends(request, email)).toHaveLength(1);
    });
  });
});

test.describe("contact form: drafts", PHONE_ONLY, () => {
  test("what the visitor typed survives a reload and a trip to another page", async ({
    page,
  }, testInfo) => {
    const values = sampleValues(uniqueEmail(testInfo, "draft"));
    await openContactForm(page);
    await fillContactForm(page, values);
    await page.reload();
    await expectFormValues(page, values);

    await page
      .getByRole("navigation", { name: testContent("ui").breadcrumbLabel })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/\/k-youth$/);
    await page.goBack();
    await expectFormValues(page, values);
  });

  const untrusted: [string, string][] = [
    ["not JSON", "{oops"],
    ["an older shape", JSON.stringify({ fullname: "Old", email: "old@example.com" })],
    ["a wrong version", JSON.stringify({ version: 99, values: { fullname: "x" } })],
    [
      "wrong types",
      JSON.stringify({
        version: 1,
        values: { fullname: 1, email: "", phone: "", subject: "", message: "" },
      }),
    ],
    [
      "an over-long value",
      JSON.stringify({
        version: 1,
        values: { fullname: "x".repeat(101), email: "", phone: "", subject: "", message: "" },
      }),
    ],
  ];
  for (const [label, stored] of untrusted) {
    test(`a stored draft with ${label} is ignored`, async ({ page }) => {
      await page.addInitScript((value) => {
        sessionStorage.setItem("k-youth:contact-draft", value);
      }, stored);
      await openContactForm(page);
      await expectFormValues(page, {
        fullname: "",
        email: "",
        phone: "",
        subject: "",
        message: "",
      });
    });
  }
});

test.describe("contact form: keyboard and accessibility", PHONE_ONLY, () => {
  test("can be completed with the keyboard alone", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "keyboard");
    const form = await openContactForm(page);
    const name = form.getByLabel(LABELS.fullname);

    // Tab from the top of the page until the first field has focus.
    for (let step = 0; step < 60; step += 1) {
      if (await name.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(name).toBeFocused();

    // Submitting with the email missing moves focus to the summary, whose link leads back.
    await page.keyboard.type("Aiman");
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: FORM_TEXTS.submit })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator(":focus")).toContainText(errors.summaryTitle);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: EMAIL_REQUIRED })).toBeFocused();
    await page.keyboard.press("Enter");
    const emailField = form.getByLabel(LABELS.email, { exact: true });
    await expect(emailField).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("0123456789");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hosting apprentices");
    await page.keyboard.press("Tab");
    await page.keyboard.type("We are a small firm in Cyberjaya.");
    // The honeypot is skipped: next come the notice link, then the button.
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: PRIVACY_LINK })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: FORM_TEXTS.submit })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText(SUCCESS_TEXT);

    const [sent] = await recordedSends(request, email);
    expect(sent?.fields).toMatchObject({
      fullname: "Aiman",
      phone: "0123456789",
      subject: "Hosting apprentices",
      message: "We are a small firm in Cyberjaya.",
    });
  });

  test("no axe violations with errors shown", async ({ page }) => {
    const form = await openContactForm(page);
    await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
    await expect(page.getByText(errors.summaryTitle)).toBeVisible();
    await expectNoAxeViolations(page, "contact form with errors");
  });

  test("no axe violations with the success message shown", async ({ page }, testInfo) => {
    const form = await openContactForm(page);
    await fillContactForm(page, sampleValues(uniqueEmail(testInfo, "axe")));
    await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
    await expect(page.getByRole("status")).toHaveText(SUCCESS_TEXT);
    await expectNoAxeViolations(page, "contact form after sending");
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [SEND_FAILURE_CONSOLE] });

    test("no axe violations with a failure shown", async ({ page, request }, testInfo) => {
      const email = uniqueEmail(testInfo, "axe-fail");
      await queueAnswers(request, email, ["500"]);
      const form = await openContactForm(page);
      await fillContactForm(page, sampleValues(email));
      await form.getByRole("button", { name: FORM_TEXTS.submit }).click();
      await expect(page.getByText(FAILURE_TITLE)).toBeVisible();
      await expectNoAxeViolations(page, "contact form after a failed send");
    });
  });
});

test.describe("contact form: hostile input", PHONE_ONLY, () => {
  test.use({ allowedConsoleErrors: [SEND_FAILURE_CONSOLE] });

  test("markup, scripts, RTL, emoji, long text and spaces are shown as text and sent intact", async ({
    page,
    request,
  }, testInfo) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const id = testInfo.project.name + Date.now().toString(36);
    const email = `siti.${id}@bücher.example`;
    const asciiEmail = `siti.${id}@xn--bcher-kva.example`;
    const fullname = `  <img src=x onerror="window.__pwned=1"> Siti </b><script>window.__pwned=2</script>  `;
    const opening = "مرحبا، أريد التسجيل 👩🏽‍💻🎓 שלום \u202Eevil\u202C ";
    const message = (opening + "a".repeat(10_000)).slice(0, 10_000);
    const values = {
      fullname,
      email,
      phone: " +60 12 345 6789 ",
      subject: "<svg onload=alert(1)> ${7*7} {{7*7}}",
      message,
    };
    await queueAnswers(request, asciiEmail, ["500", "ok"]);
    const form = await openContactForm(page);
    await fillContactForm(page, values);
    await form.getByRole("button", { name: FORM_TEXTS.submit }).click();

    // A failure first: everything comes back exactly as typed, as text.
    await expect(page.getByText(FAILURE_TITLE)).toBeVisible();
    await expectFormValues(page, { ...values, email: asciiEmail });
    expect(await form.getByLabel(LABELS.message).inputValue()).toHaveLength(10_000);
    // Too long for a mailto: link, so the email route copies it whole rather than cut it.
    await expect(page.getByRole("link", { name: failureTexts.byEmail })).toHaveCount(0);
    const copyRoute = form.getByRole("region", { name: copyToEmail.heading });
    const whole = await copyRoute.getByLabel(copyToEmail.textLabel).inputValue();
    expect(whole.endsWith(`\n\n${message}`)).toBe(true);
    const openEmail = copyRoute.getByRole("link", { name: copyToEmail.open });
    const mail = parseMailto((await openEmail.getAttribute("href")) ?? "");
    expect(mail).toMatchObject({ subject: values.subject, body: null });

    // Then the retry delivers it intact.
    await page.getByRole("button", { name: failureTexts.retry }).click();
    await expect(page.getByRole("status")).toHaveText(SUCCESS_TEXT);
    const sends = await recordedSends(request, asciiEmail);
    expect(sends).toHaveLength(2);
    // Chromium hands over an international domain in its ASCII form: the same mailbox.
    expect(sends[1]?.fields).toMatchObject({ ...values, email: asciiEmail });

    // Nothing ran and nothing was injected.
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    await expect(page.locator('img[src="x"], svg[onload], main script')).toHaveCount(0);
  });

  test("a stored draft with markup and a broken emoji is restored as text", async ({ page }) => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    // A lone surrogate (half an emoji), written as a JSON escape, cannot be percent-encoded.
    const draft = `{"version":1,"values":{"fullname":${JSON.stringify(hostile)},"email":"","phone":"","subject":"\\ud83d half","message":${JSON.stringify(hostile)}}}`;
    await page.addInitScript((value) => {
      sessionStorage.setItem("k-youth:contact-draft", value);
    }, draft);
    const form = await openContactForm(page);
    await expect(form.getByLabel(LABELS.fullname)).toHaveValue(hostile);
    await expect(form.getByLabel(LABELS.message)).toHaveValue(hostile);
    await expect(form.getByLabel(LABELS.subject)).toHaveValue(/half$/);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  });
});

test.describe("contact form: loading", PHONE_ONLY, () => {
  test("the EmailJS SDK is not loaded until the visitor uses the form", async ({ page }) => {
    // Each script, by the time its body has been read: the SDK's URL, or nothing.
    const scripts: Promise<string | undefined>[] = [];
    page.on("response", (response) => {
      if (!response.url().endsWith(".js")) return;
      scripts.push(
        response.text().then(
          (body) => (body.includes("/api/v1.0/email/send-form") ? response.url() : undefined),
          () => undefined,
        ),
      );
    });
    const sdkRequests = async () => (await Promise.all(scripts)).filter((url) => url !== undefined);
    const form = await openContactForm(page);
    await waitForPageSettled(page);
    expect(await sdkRequests(), "the SDK is not part of the first load").toEqual([]);
    await form.getByLabel(LABELS.fullname).focus();
    await expect.poll(async () => (await sdkRequests()).length).toBe(1);
    expect((await sdkRequests())[0]).not.toContain(STUB_ORIGIN);
  });
});
