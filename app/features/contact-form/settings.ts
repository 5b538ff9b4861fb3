/**
 * Fixed numbers of the contact form, in one place. docs/content.md lists the field limits for
 * editors; the content's length texts must keep a `{max}` placeholder (the schema requires it), so
 * messages always state the real limit.
 */

/** How long the thanks stay on screen after a send (the specification's success timeout). */
export const SUCCESS_MESSAGE_TIMEOUT_MS = 5000;

/** The form's fields, named exactly as the EmailJS template expects them. */
export const CONTACT_FIELDS = ["fullname", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** The fields the specification requires; the others are marked "(optional)". */
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ["fullname", "email"];

/**
 * `maxlength` of each field, in characters (UTF-16 code units, as the browser counts them).
 * Name: long Malay and Indian names with bin/binti/a/l/a/p fit in 100. Email: 254 is the longest
 * address SMTP can carry. Phone: room for +60, spaces, dashes and an extension. Message: 10,000
 * characters keeps the whole send well under EmailJS's 50 KB limit on template parameters.
 */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  fullname: 100,
  email: 254,
  phone: 30,
  subject: 150,
  message: 10_000,
};

/**
 * The longest `mailto:` URL the form hands to an email app, in characters, percent-encoding
 * included. Firefox and Chrome have been measured refusing links of about 2,000 characters and
 * Windows' URL handlers stop at 2,083, so a longer message is copied and pasted instead
 * (docs/decisions/059-contact-form-never-loses-a-message.md).
 */
export const MAILTO_MAX_LENGTH = 2000;

/** How long the form waits for the email provider before it gives up and offers email. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * One send per minute per browser (the SDK's `limitRate`), so a double submit or an impatient
 * second click cannot deliver the same message twice. Failed sends release it again. A courtesy
 * to the visitor, not a defence: it lives in the visitor's own storage, and the ids it guards are
 * public (docs/emailjs-account.md has the limits that hold).
 */
export const SEND_THROTTLE_MS = 60_000;
export const SEND_THROTTLE_ID = "k-youth:contact-form";

/**
 * The least time between the form appearing and a send leaving. People take longer to fill it in;
 * a script that fills and submits at once waits, so each message costs it time. A send asked for
 * sooner shows "Sending…" and leaves when the time is up: no person's message is ever dropped.
 */
export const MINIMUM_TIME_ON_PAGE_MS = 3_000;

/** The hidden field only bots fill in, named like one they expect on a contact form. */
export const HONEYPOT_FIELD = "website";

/** sessionStorage key of the unsent draft; bump the version when the fields change. */
export const DRAFT_STORAGE_KEY = "k-youth:contact-draft";
export const DRAFT_VERSION = 1;
