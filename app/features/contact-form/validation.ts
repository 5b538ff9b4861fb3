import { formatMessage } from "#app/lib/format-message.ts";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  type ContactField,
  type ContactValues,
  REQUIRED_CONTACT_FIELDS,
} from "./settings.ts";

export type ContactErrorCode = "required" | "format" | "tooLong";
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  fullname: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

/**
 * The browser's own `type="email"` check (the WHATWG "valid email address" rule), so the
 * message we show agrees with the constraint left in the HTML: the form is `noValidate`, trading
 * the browser's bubbles for GOV.UK-style messages, while `required`, `type` and `maxlength` stay
 * for assistive technology. Chromium hands international domain names over already converted to
 * their ASCII (punycode) form, which this accepts.
 */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The browser's email rule, plus a dot in the domain (a public mailbox always has one):
 * `name@localhost` cannot get our reply.
 */
export function isEmailAddress(value: string): boolean {
  const domain = value.slice(value.lastIndexOf("@") + 1);
  return WHATWG_EMAIL.test(value) && domain.includes(".");
}

/** What is wrong with one field, or null. Spaces alone do not count as an answer. */
export function validateContactField(field: ContactField, value: string): ContactErrorCode | null {
  if (value.length > CONTACT_MAX_LENGTH[field]) return "tooLong";
  const trimmed = value.trim();
  if (trimmed === "") return REQUIRED_CONTACT_FIELDS.includes(field) ? "required" : null;
  if (field === "email" && !isEmailAddress(trimmed)) return "format";
  return null;
}

/** Every field's problem, in the order the fields appear on the page. */
export function validateContactForm(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const code = validateContactField(field, values[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

/** Each field's length limit as the page's language writes it, such as "10,000". */
export type MaxLengthTexts = Readonly<Record<ContactField, string>>;

/**
 * The limits written out for a language. The contact route does this when the page is built: a
 * browser's first number format in a language loads its locale data, a long task on a slow phone.
 */
export function maxLengthTexts(locale: string): MaxLengthTexts {
  const format = new Intl.NumberFormat(locale);
  const written = (field: ContactField) => format.format(CONTACT_MAX_LENGTH[field]);
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, written(field)]),
  ) as MaxLengthTexts;
}

/** Replaces `{max}` in a content text with the field's limit as the page's language writes it. */
export function withMaxLength(template: string, field: ContactField, limits: MaxLengthTexts) {
  return formatMessage(template, { max: limits[field] });
}
