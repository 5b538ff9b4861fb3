/**
 * How the end-to-end build talks to the local EmailJS stand-in. build.ts beside this file bakes
 * these values into the build; the stub checks them like EmailJS checks a real account.
 */
export const STUB_PORT = Number(process.env.EMAILJS_STUB_PORT ?? 4185);
export const STUB_ORIGIN = `http://127.0.0.1:${STUB_PORT}`;
/**
 * Set to "1" by tests/run-engines.ts, which starts one stub for the Firefox and WebKit suites it
 * runs side by side: each suite then checks that stub answers instead of starting its own.
 */
export const SHARED_STUB_VARIABLE = "EMAILJS_STUB_SHARED";
export const STUB_ACCOUNT = {
  serviceId: "service_e2e",
  templateId: "template_e2e",
  publicKey: "e2e-public-key",
} as const;
export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
/** The end-to-end build also sends its field metrics (app/features/field-metrics/settings.ts) to the stub. */
export const FIELD_METRICS_PATH = "/__vitals";
/**
 * ... and names it for reports of what its Content-Security-Policy blocked (CSP_REPORT_URL), so
 * every run serves the policy with reporting on. The stub accepts and drops them: Chromium sends
 * Reporting API reports from https pages only, and the tests' pages are plain http.
 */
export const CSP_REPORTS_PATH = "/__csp-reports";

/** How the stub answers one send-form request. */
export const STUB_BEHAVIOURS = [
  "ok", // 200 "OK"
  "400", // 400 with EmailJS's text for a bad public key
  "422", // 422 with EmailJS's text for a template problem
  "429", // 429 from the provider's own rate limit
  "500", // 500
  "slow", // holds the request well past the form's timeout, then answers 200
  "drop", // closes the connection without an answer
  "no-cors", // 200 without CORS headers, so the browser refuses to read it
] as const;
export type StubBehaviour = (typeof STUB_BEHAVIOURS)[number];

/** A recorded send-form request: every multipart field as text, plus what the stub answered. */
export interface RecordedSend {
  fields: Record<string, string>;
  behaviour: StubBehaviour;
  contentType: string;
  origin: string | null;
}
