import { LoaderCircle, Mail, Send } from "lucide-react";
import { type FormEvent, useEffect, useReducer, useRef } from "react";
import { useSearchParams } from "react-router";
import { CONTACT_FORM_HEADING_ID, CONTACT_SUBJECT_PARAM } from "#app/config/contact-anchors.ts";
import { ErrorSummary, type SummaryError } from "#app/ui/error-summary.tsx";
import { SampleNote } from "#app/ui/sample-note.tsx";
import { ContactFields, errorText, fieldId } from "./contact-fields.tsx";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  DRAFT_STORAGE_KEY,
  HONEYPOT_FIELD,
  MINIMUM_TIME_ON_PAGE_MS,
  SUCCESS_MESSAGE_TIMEOUT_MS,
} from "./settings.ts";
import { SendFailure } from "./send-failure.tsx";
import type { EmailJsSettings } from "./emailjs-settings.ts";
import type { ContactContent } from "#app/content/schema.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useSessionDraft } from "#app/lib/use-session-draft.ts";
import { replaysEarlyTap } from "#app/lib/before-hydration.ts";
import { formReducer, INITIAL_FORM_STATE } from "./form-state.ts";
import { parseDraft, serializeDraft } from "./draft.ts";
import { EMPTY_CONTACT_VALUES, type MaxLengthTexts } from "./validation.ts";
import { loadEmailJsSdk, sendContactForm } from "./emailjs-adapter.ts";
import { composeContactEmail } from "./mailto.ts";
import { CopyToEmail } from "./copy-to-email.tsx";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./contact-form.module.css";
import { buttonClass } from "#app/ui/button.ts";

type FormTexts = ContactContent["form"];

const HONEYPOT_ID = `contact-${HONEYPOT_FIELD}`;

interface ContactFormProps {
  texts: FormTexts;
  /** The fields' length limits as the page's language writes them (see `maxLengthTexts`). */
  limits: MaxLengthTexts;
  /** EmailJS settings of this build; null sends through the visitor's email app instead. */
  emailJs: EmailJsSettings | null;
}

/**
 * The contact form. It never loses a message: it validates first, shows success only when the
 * provider confirms, keeps every value on any failure and offers to retry or to send the same
 * message by email, and keeps an unsent draft in sessionStorage across reloads. Before the page
 * has hydrated, what is typed is kept and Send is held until the form can check and send it.
 */
export function ContactForm({ texts, limits, emailJs }: ContactFormProps) {
  const { site } = useSiteContent();
  const hydrated = useHydrated();
  const { draft, save, clear } = useSessionDraft(DRAFT_STORAGE_KEY, parseDraft, serializeDraft);
  // A link can set the subject (`?subject=next-intake`), in words from the content; an unknown id
  // sets nothing. Like the draft, it arrives after hydration, so the markup matches the HTML.
  const [searchParams] = useSearchParams();
  const presetSubject = texts.presetSubjects.find(
    ({ id }) => id === searchParams.get(CONTACT_SUBJECT_PARAM),
  )?.text;
  const blank =
    hydrated && presetSubject
      ? { ...EMPTY_CONTACT_VALUES, subject: presetSubject }
      : EMPTY_CONTACT_VALUES;
  // Until the visitor edits, the form shows the stored draft (which arrives after hydration).
  const [state, dispatch] = useReducer(formReducer, INITIAL_FORM_STATE);
  const { attempted, errors, status } = state;
  const values = state.edited ?? draft ?? blank;

  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const emailAppLinkRef = useRef<HTMLAnchorElement>(null);
  /** When the form appeared (`performance.now()`), for the minimum time before a send. */
  const shownAtRef = useRef(0);

  useEffect(() => {
    shownAtRef.current = performance.now();
  }, []);

  // What each state does on entry. The send runs here, so the reducer alone decides whether a
  // submit starts one: a double click or a click right after a send cannot send twice.
  useEffect(() => {
    if (status.kind === "invalid") summaryRef.current?.focus();
    // A message too long for the link is not opened: the copy route takes focus instead.
    if (status.kind === "handedOver") emailAppLinkRef.current?.click();
  }, [status]);

  useEffect(() => {
    if (status.kind !== "sent") return;
    clear();
    const timer = setTimeout(() => dispatch({ type: "thanksFaded" }), SUCCESS_MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status, clear]);

  useEffect(() => {
    const form = formRef.current;
    if (status.kind !== "sending" || !form || !emailJs) return;
    const send = () =>
      void sendContactForm(form, emailJs).then((result) =>
        dispatch(
          result.ok ? { type: "sendSucceeded" } : { type: "sendFailed", reason: result.reason },
        ),
      );
    const wait = shownAtRef.current + MINIMUM_TIME_ON_PAGE_MS - performance.now();
    if (wait <= 0) {
      send();
      return;
    }
    const timer = setTimeout(send, wait);
    // Leaving the page before the send left: nothing is sent, and the draft is kept.
    return () => clearTimeout(timer);
  }, [status, emailJs]);

  const email = composeContactEmail(site.contact.email.address, values, texts.email);
  const sending = status.kind === "sending";

  const edit = (next: ContactValues) => {
    dispatch({ type: "edit", values: next });
    save(next);
  };
  const update = (field: ContactField, value: string) => edit({ ...values, [field]: value });
  useTypedBeforeHydration(formRef, values, edit);

  const submit = () =>
    dispatch({
      type: "submit",
      values,
      // Only bots fill the hidden field: they are told it worked and nothing is sent.
      trapFilled: Boolean(honeypotRef.current?.value),
      canSend: emailJs !== null,
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const retry = () => {
    // The failure panel disappears while sending; keep focus on the button that shows progress.
    submitRef.current?.focus();
    submit();
  };

  const warmUp = () => {
    if (emailJs) loadEmailJsSdk().catch(() => undefined);
  };

  const summaryErrors: SummaryError[] = CONTACT_FIELDS.flatMap((field) => {
    const code = errors[field];
    return code
      ? [{ fieldId: fieldId(field), message: errorText(texts, field, code, limits) }]
      : [];
  });

  const liveText =
    status.kind === "sent"
      ? texts.success
      : status.kind === "handedOver"
        ? email.prefilled
          ? texts.emailApp.opened
          : texts.copyToEmail.status
        : "";

  return (
    <>
      <noscript>
        <div className={styles.noScript}>
          <p>{texts.noScript}</p>
          <p>
            <a href={`mailto:${site.contact.email.address}`}>{site.contact.email.address}</a>
            <SampleNote sample={site.contact.email.sample} />
            <br />
            <a href={`tel:${site.contact.phone.tel}`}>{site.contact.phone.display}</a>
            <SampleNote sample={site.contact.phone.sample} />
          </p>
        </div>
      </noscript>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={CONTACT_FORM_HEADING_ID}
        data-requires-js=""
      >
        <p className={styles.intro}>{texts.intro}</p>

        {attempted && summaryErrors.length > 0 && (
          <ErrorSummary
            id="contact-error-summary"
            ref={summaryRef}
            title={texts.errors.summaryTitle}
            errors={summaryErrors}
          />
        )}

        <ContactFields
          texts={texts}
          values={values}
          errors={errors}
          limits={limits}
          onEdit={update}
          onBlur={(name) => dispatch({ type: "blur", field: name, value: values[name] })}
          onFocus={warmUp}
        />

        {/* The honeypot: named and labelled like a field bots expect ("website"), never met by
            people (off screen, out of the accessibility tree and the tab order). */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={HONEYPOT_ID}>{texts.honeypot}</label>
          <input
            ref={honeypotRef}
            id={HONEYPOT_ID}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {!emailJs && <p className={styles.notice}>{texts.emailApp.notice}</p>}
        <div
          className={`prose ${styles.pointer}`}
          dangerouslySetInnerHTML={{ __html: texts.privacyPointer }}
        />

        <div className={styles.actions}>
          {/* While sending it is `aria-disabled`, not `disabled`, so keyboard focus stays on it;
              the in-flight guard in the form's reducer (form-state.ts) stops a second submit. */}
          <button
            ref={submitRef}
            type="submit"
            className={`${buttonClass("primary")} ${styles.submit}`}
            {...replaysEarlyTap}
            aria-disabled={sending ? true : undefined}
          >
            {sending ? (
              <LoaderCircle aria-hidden="true" size={20} className={styles.spinner} />
            ) : emailJs ? (
              <Send aria-hidden="true" size={20} />
            ) : (
              <Mail aria-hidden="true" size={20} />
            )}
            {sending ? texts.sending : emailJs ? texts.submit : texts.emailApp.submit}
          </button>
        </div>

        <p role="status" className={styles.status}>
          {liveText}
        </p>
        {status.kind === "handedOver" &&
          (email.prefilled ? (
            <p className={styles.emailAppLink}>
              <a ref={emailAppLinkRef} href={email.href}>
                {texts.emailApp.link}
              </a>
            </p>
          ) : (
            <CopyToEmail texts={texts.copyToEmail} email={email} takeFocus />
          ))}

        {status.kind === "failed" && (
          <SendFailure
            texts={texts.failure}
            copyTexts={texts.copyToEmail}
            reason={status.reason}
            email={email}
            onRetry={retry}
          />
        )}
      </form>
    </>
  );
}
