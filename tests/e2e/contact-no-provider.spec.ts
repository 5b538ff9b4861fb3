/**
 * The contact form as a fresh clone builds it, with no EmailJS settings: it hands the message to
 * the visitor's email app. That build (build/no-provider/client, from `npm run build:e2e`) is
 * served to the page from disk through request interception, on the same origin as the site.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { MAILTO_MAX_LENGTH } from "#app/features/contact-form/settings.ts";
import { testContent } from "#app/test/content.ts";
import { LANGUAGES, localizedPage } from "#app/site-manifest.ts";
import {
  expectFormValues,
  FORM_TEXTS,
  FULLNAME_REQUIRED,
  fillContactForm,
  openContactForm,
  parseMailto,
  sampleValues,
  uniqueEmail,
  watchSendRequests,
} from "./support/contact-form.ts";
import { PHONE_ONLY } from "./support/widths.ts";

const BUILD = "build/no-provider/client";

async function serveBuildFromDisk(page: Page, origin: string) {
  await page.route(`${origin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const clean = decodeURIComponent(pathname).replace(/\.\.+/g, "");
    for (const candidate of [clean, `${clean}/index.html`]) {
      const file = join(BUILD, candidate);
      if (existsSync(file) && statSync(file).isFile()) return route.fulfill({ path: file });
    }
    return route.fulfill({ status: 404, path: join(BUILD, "404.html") });
  });
}

/** Records mailto: links the page opens, instead of launching an email app. */
async function captureEmailApp(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.defineProperty(window, "__openedMailto", { value: opened });
    window.addEventListener(
      "click",
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const link = target?.closest<HTMLAnchorElement>('a[href^="mailto:"]');
        if (!link) return;
        event.preventDefault();
        opened.push(link.href);
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __openedMailto: string[] }).__openedMailto);
}

// The form's logic is the same at every width: once, on a phone.
test.describe("contact form without an email provider", PHONE_ONLY, () => {
  test.beforeAll(() => {
    expect(existsSync(join(BUILD, "contact-us/index.html")), "run `npm run build:e2e`").toBe(true);
  });

  test.beforeEach(async ({ page, baseURL }) => {
    await serveBuildFromDisk(page, baseURL ?? "");
  });

  test("says so, validates first, then opens the email app with everything prefilled", async ({
    page,
  }, testInfo) => {
    const { emailApp, email: emailTexts } = FORM_TEXTS;
    const { contact } = testContent("site");
    const opened = await captureEmailApp(page);
    const sends = watchSendRequests(page);
    const form = await openContactForm(page);
    await expect(form).toContainText(emailApp.notice);
    const button = form.getByRole("button", { name: emailApp.submit });

    await button.click();
    await expect(page.getByRole("link", { name: FULLNAME_REQUIRED })).toBeVisible();
    expect(await opened()).toEqual([]);

    const values = { ...sampleValues(uniqueEmail(testInfo)), subject: "" };
    await fillContactForm(page, values);
    await button.click();

    await expect(page.getByRole("status")).toHaveText(emailApp.opened);
    await expect.poll(opened).toHaveLength(1);
    const [href] = await opened();
    const mail = parseMailto(href ?? "");
    expect(mail.to).toBe(contact.email.address);
    expect(mail.subject).toBe(emailTexts.subject);
    expect(mail.body).toBe(
      `${emailTexts.fullname} ${values.fullname}\r\n${emailTexts.email} ${values.email}\r\n${emailTexts.phone} ${values.phone}\r\n\r\n${values.message.replaceAll("\n", "\r\n")}`,
    );
    await expect(form.getByRole("link", { name: emailApp.link })).toHaveAttribute(
      "href",
      href ?? "",
    );
    // Nothing is lost if the email app never opened, and nothing went to a provider.
    await expectFormValues(page, values);
    expect(sends).toEqual([]);
    await expectNoAxeViolations(page, "contact form handed to the email app");
  });

  /**
   * 10,000 UTF-16 units of Malay with emoji (two units each, some joined into one picture),
   * never cut inside an emoji. Encoded in a mailto: link it would be about 24,000 characters.
   */
  function longMalayMessage(): string {
    const sentence =
      "Salam sejahtera! Saya graduan diploma dari Kota Bharu 👩🏽‍🎓 dan ingin tahu sama ada saya layak memohon. Terima kasih 🙏🏽\n";
    let message = "";
    for (const character of sentence.repeat(100)) {
      if (message.length + character.length > 10_000) break;
      message += character;
    }
    return message.padEnd(10_000, ".");
  }

  for (const language of ["en", "ms"] as const) {
    test(`a 10,000-character message with emoji and Malay is copied whole, never cut (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: baseURL ?? "",
      });
      const { form: texts } = testContent("contact", language);
      const { email: team } = testContent("site", language).contact;
      const opened = await captureEmailApp(page);
      await page.goto(localizedPage("contact", language).path);
      const form = page.getByRole("form", { name: texts.heading });
      const message = longMalayMessage();
      expect(message).toHaveLength(10_000);
      await form.getByLabel(texts.fields.fullname.label).fill("Nur Aisyah binti Ahmad");
      await form.getByLabel(texts.fields.email.label).fill("aisyah@example.com");
      const messageField = form.getByLabel(`${texts.fields.message.label} ${texts.optional}`);
      await messageField.fill(message);
      expect(await messageField.inputValue()).toBe(message);
      await form.getByRole("button", { name: texts.emailApp.submit }).click();

      // The email app is not opened with part of the message: the visitor is told, and shown all.
      const copyRoute = form.getByRole("region", { name: texts.copyToEmail.heading });
      await expect(
        copyRoute.getByRole("heading", { name: texts.copyToEmail.heading }),
      ).toBeFocused();
      await expect(page.getByText(texts.copyToEmail.status)).toHaveRole("status");
      expect(await opened()).toEqual([]);
      const whole = [
        `${texts.email.fullname} Nur Aisyah binti Ahmad`,
        `${texts.email.email} aisyah@example.com`,
        "",
        message,
      ].join("\n");
      await expect(copyRoute.getByLabel(texts.copyToEmail.textLabel)).toHaveValue(whole);

      await copyRoute.getByRole("button", { name: texts.copyToEmail.copy }).click();
      await expect(copyRoute.getByRole("status")).toHaveText(texts.copyToEmail.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(whole);

      // The email it opens is addressed and has its subject, within a length every app takes.
      await copyRoute.getByRole("link", { name: texts.copyToEmail.open }).click();
      await expect.poll(opened).toHaveLength(1);
      const [href = ""] = await opened();
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      expect(parseMailto(href)).toEqual({
        to: team.address,
        subject: texts.email.subject,
        body: null,
      });
      await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[language].tag);
      await expectNoAxeViolations(page, `the copy route (${language})`);
    });
  }
});
