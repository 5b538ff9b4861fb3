import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { type RecordedSend, STUB_ORIGIN, type StubBehaviour } from "./emailjs-stub-config.ts";
import { testContent } from "#app/test/content.ts";
import { maxLengthTexts, withMaxLength } from "#app/features/contact-form/validation.ts";
import { LANGUAGES } from "#app/site-manifest.ts";

export interface ContactValues {
  fullname: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The English contact form's words, as the build renders them. */
export const FORM_TEXTS = testContent("contact").form;

const { fields, optional } = FORM_TEXTS;

/** Each field's accessible name: its label, and "(optional)" after those not required. */
export const LABELS: Record<keyof ContactValues, string> = {
  fullname: fields.fullname.label,
  email: fields.email.label,
  phone: `${fields.phone.label} ${optional}`,
  subject: `${fields.subject.label} ${optional}`,
  message: `${fields.message.label} ${optional}`,
};

/** The English page's limits, as its hints and errors write them. */
export const LIMIT_TEXTS = maxLengthTexts(LANGUAGES.en.tag);

/** The error of an empty name, as the page writes it. */
export const FULLNAME_REQUIRED = withMaxLength(
  FORM_TEXTS.errors.fullname.required,
  "fullname",
  LIMIT_TEXTS,
);

export const SUCCESS_TEXT = FORM_TEXTS.success;
export const FAILURE_TITLE = FORM_TEXTS.failure.title;

/**
 * Console errors a failed send produces: our log line for the team and the browser's own network
 * messages. One pattern, used as `allowedConsoleErrors: [SEND_FAILURE_CONSOLE]`.
 */
export const SEND_FAILURE_CONSOLE =
  /\[contact-form\] The message was not sent|Failed to load resource|blocked by CORS policy/;

/** An address no other test uses, so the stub keeps this test's sends apart. */
export function uniqueEmail(testInfo: TestInfo, label = "visitor"): string {
  return `${label}.${testInfo.project.name}.${randomUUID().slice(0, 8)}@example.com`;
}

export function sampleValues(email: string): ContactValues {
  return {
    fullname: "Siti Nur Aisyah binti Ahmad",
    email,
    phone: "+60 12-345 6789",
    subject: "Eligibility question",
    message: "I graduated in 2024 with a diploma.\nCan I still apply for the April intake?",
  };
}

/** Tells the stub how to answer the next sends from `email` (later ones answer 200 OK). */
export async function queueAnswers(
  request: APIRequestContext,
  email: string,
  responses: StubBehaviour[],
) {
  const answer = await request.post(`${STUB_ORIGIN}/__scenario`, { data: { email, responses } });
  expect(answer.status(), "the stub accepted the scenario").toBe(204);
}

/** Every send-form request the stub received from `email`, oldest first. */
export async function recordedSends(
  request: APIRequestContext,
  email: string,
): Promise<RecordedSend[]> {
  const answer = await request.get(`${STUB_ORIGIN}/__requests`, { params: { email } });
  return (await answer.json()) as RecordedSend[];
}

/** Opens the contact page, live (the fixture's `goto` waits for hydration). */
export async function openContactForm(page: Page) {
  await page.goto("/contact-us");
  return page.getByRole("form", { name: FORM_TEXTS.heading });
}

export async function fillContactForm(page: Page, values: Partial<ContactValues>) {
  for (const [field, value] of Object.entries(values) as [keyof ContactValues, string][]) {
    await page.getByLabel(LABELS[field], { exact: true }).fill(value);
  }
}

export async function expectFormValues(page: Page, values: ContactValues) {
  for (const [field, value] of Object.entries(values) as [keyof ContactValues, string][]) {
    await expect(page.getByLabel(LABELS[field], { exact: true })).toHaveValue(value);
  }
}

/** Records every request the page makes to the EmailJS stub's send endpoint. */
export function watchSendRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${STUB_ORIGIN}/api/`)) seen.push(request.method());
  });
  return seen;
}

/** Parses a mailto: URL into its address, subject and body. */
export function parseMailto(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}
