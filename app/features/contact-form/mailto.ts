import { type ContactValues, MAILTO_MAX_LENGTH } from "./settings.ts";

export interface MailtoTexts {
  /** Subject used when the visitor left theirs empty. */
  subject: string;
  /** Line labels in the body, such as "Name:". */
  fullname: string;
  email: string;
  phone: string;
}

/** The visitor's message as an email to the team, and how it reaches their email app. */
export interface ContactEmail {
  /**
   * A `mailto:` URL addressed to the team with the subject; with the whole text too when
   * `prefilled`, which is only when the URL stays within `MAILTO_MAX_LENGTH` characters.
   */
  href: string;
  /** The whole text of the email: the visitor's details, a blank line and their message. */
  text: string;
  /** False when the text would make the URL too long: the visitor copies it and pastes it in. */
  prefilled: boolean;
}

/**
 * RFC 6068 wants every reserved character in header values percent-encoded, spaces as %20. Half
 * an emoji (a lone surrogate, say from a restored draft) cannot be encoded and would throw, so it
 * becomes U+FFFD first, as the browser does when it sends form data.
 */
function encodeHeaderValue(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/**
 * The email a visitor sends from their own app: the subject they typed (or a default), and a body
 * with their details and message, exactly as typed apart from trimming the single-line fields.
 * Email apps and the operating system handlers between them cut or refuse longer `mailto:` URLs
 * without telling anyone (docs/decisions/059-contact-form-never-loses-a-message.md), so a text
 * that would not fit is left out of the link, for the visitor to copy and paste.
 */
export function composeContactEmail(
  to: string,
  values: ContactValues,
  texts: MailtoTexts,
): ContactEmail {
  const subject = values.subject.trim() || texts.subject;
  const details = [
    `${texts.fullname} ${values.fullname.trim()}`,
    `${texts.email} ${values.email.trim()}`,
    ...(values.phone.trim() ? [`${texts.phone} ${values.phone.trim()}`] : []),
  ];
  const text = [...details, "", values.message].join("\n");
  const address = to.split("@").map(encodeURIComponent).join("@");
  const addressed = `mailto:${address}?subject=${encodeHeaderValue(subject)}`;
  // Line breaks are CRLF in the link, as email expects.
  const prefilledHref = `${addressed}&body=${encodeHeaderValue(text.replace(/\r?\n/g, "\r\n"))}`;
  const prefilled = prefilledHref.length <= MAILTO_MAX_LENGTH;
  return { href: prefilled ? prefilledHref : addressed, text, prefilled };
}
