import type { ContactValues } from "./settings.ts";

export interface MailtoTexts {
  /** Subject used when the visitor left theirs empty. */
  subject: string;
  /** Line labels in the body, such as "Name:". */
  fullname: string;
  email: string;
  phone: string;
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
 * A `mailto:` URL that opens the visitor's email app with their message to the team, ready to
 * send: the subject they typed (or a default), and a body with their details and message. Line
 * breaks are CRLF, as email expects. Values are sent exactly as typed, apart from trimming the
 * single-line fields.
 */
export function buildContactMailto(to: string, values: ContactValues, texts: MailtoTexts): string {
  const subject = values.subject.trim() || texts.subject;
  const details = [
    `${texts.fullname} ${values.fullname.trim()}`,
    `${texts.email} ${values.email.trim()}`,
    ...(values.phone.trim() ? [`${texts.phone} ${values.phone.trim()}`] : []),
  ];
  const body = [...details, "", values.message].join("\n").replace(/\r?\n/g, "\r\n");
  const address = to.split("@").map(encodeURIComponent).join("@");
  return `mailto:${address}?subject=${encodeHeaderValue(subject)}&body=${encodeHeaderValue(body)}`;
}
