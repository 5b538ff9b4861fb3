/**
 * EmailJS settings, read from build-time environment variables in this one module. The contact
 * form uses `emailJsSettings`; build and hosting scripts (for example the Content-Security-Policy
 * `connect-src`) call `readEmailJsSettings(process.env)` so both always agree.
 *
 *   VITE_EMAILJS_SERVICE_ID    service id from the EmailJS dashboard
 *   VITE_EMAILJS_TEMPLATE_ID   template id
 *   VITE_EMAILJS_PUBLIC_KEY    public key (Account > General); public by design, not a secret
 *   VITE_EMAILJS_ORIGIN        API origin, default https://api.emailjs.com (tests use a local stub)
 *
 * All three ids set: the form sends through EmailJS. None set: the form opens the visitor's email
 * app instead. Some set, or an origin that is not https (or http on localhost): a mistake the build reports.
 */
import { type BuildEnv, parseOrigin, readVariable } from "#app/lib/build-env.ts";

const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";

export const EMAILJS_ENV_NAMES = {
  serviceId: "VITE_EMAILJS_SERVICE_ID",
  templateId: "VITE_EMAILJS_TEMPLATE_ID",
  publicKey: "VITE_EMAILJS_PUBLIC_KEY",
  origin: "VITE_EMAILJS_ORIGIN",
} as const;

export interface EmailJsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** Scheme, host and port only, without a trailing slash: what `init({ origin })` expects. */
  origin: string;
}

export type EmailJsConfigResult =
  | { status: "configured"; settings: EmailJsSettings }
  | { status: "unconfigured" }
  | { status: "invalid"; problems: string[] };

/** Reads and checks the EmailJS variables from `import.meta.env`, `process.env` or Vite's `loadEnv`. */
export function readEmailJsSettings(env: BuildEnv): EmailJsConfigResult {
  const ids = {
    serviceId: readVariable(env, EMAILJS_ENV_NAMES.serviceId),
    templateId: readVariable(env, EMAILJS_ENV_NAMES.templateId),
    publicKey: readVariable(env, EMAILJS_ENV_NAMES.publicKey),
  };
  const rawOrigin = readVariable(env, EMAILJS_ENV_NAMES.origin) || EMAILJS_DEFAULT_ORIGIN;
  const missing = (Object.keys(ids) as (keyof typeof ids)[]).filter((key) => ids[key] === "");
  if (missing.length === 3) return { status: "unconfigured" };

  const problems = missing.map((key) => `${EMAILJS_ENV_NAMES[key]} is not set`);
  const origin = parseOrigin(rawOrigin);
  if (!origin) {
    problems.push(
      `${EMAILJS_ENV_NAMES.origin} must be an https origin like ${EMAILJS_DEFAULT_ORIGIN} (http only for localhost) (got "${rawOrigin}")`,
    );
  }
  if (problems.length > 0 || !origin) return { status: "invalid", problems };
  return { status: "configured", settings: { ...ids, origin } };
}

/** The origin the browser connects to when sending, for `connect-src`; null when unconfigured. */
export function emailJsConnectOrigin(env: BuildEnv): string | null {
  const result = readEmailJsSettings(env);
  return result.status === "configured" ? result.settings.origin : null;
}

/**
 * The settings this build was made with. Invalid settings never reach the browser (the build
 * stops, see scripts/lib/vite-plugin-build-env.ts); if they did, the form falls back to email.
 */
export function buildEmailJsSettings(): EmailJsSettings | null {
  const result = readEmailJsSettings({
    [EMAILJS_ENV_NAMES.serviceId]: import.meta.env.VITE_EMAILJS_SERVICE_ID,
    [EMAILJS_ENV_NAMES.templateId]: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
    [EMAILJS_ENV_NAMES.publicKey]: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    [EMAILJS_ENV_NAMES.origin]: import.meta.env.VITE_EMAILJS_ORIGIN,
  });
  return result.status === "configured" ? result.settings : null;
}
