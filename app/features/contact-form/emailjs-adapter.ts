import type * as EmailJs from "@emailjs/browser";
import type { StorageProvider } from "@emailjs/browser";
import { SEND_THROTTLE_ID, SEND_THROTTLE_MS, SEND_TIMEOUT_MS } from "./settings.ts";
import type { EmailJsSettings } from "./emailjs-settings.ts";
import { retryableImport } from "#app/lib/chunk-load-recovery.ts";
import { type SafeStorage, safeStorage } from "#app/lib/safe-storage.ts";

/** Why a send failed, in the terms the visitor is told about. */
export type SendFailure = "network" | "timeout" | "rateLimited" | "service";

export type SendResult = { ok: true } | { ok: false; reason: SendFailure; detail: string };

type EmailJsSdk = typeof EmailJs;

/**
 * Loads the EmailJS SDK on first use (the form warms it on first interaction), so it is never on
 * the page's first-load critical path; a failed load is tried again on the next use.
 */
export const loadEmailJsSdk: () => Promise<EmailJsSdk> = retryableImport(
  () => import("@emailjs/browser"),
);

class SendTimeoutError extends Error {
  override name = "SendTimeoutError";
}

/** The rejection the SDK produces for an HTTP answer or its own rate limit: `{ status, text }`. */
function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return (
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    typeof error.status === "number" &&
    "text" in error
  );
}

/**
 * Sorts every way `sendForm` can reject into what we tell the visitor. The SDK rejects with an
 * `EmailJSResponseStatus` (`status`, `text`: an HTTP error, or 429 from its own `limitRate` before
 * any request), a plain string (its parameter and form checks), or lets `fetch`'s `TypeError`
 * through (offline, DNS, CORS, dropped connection). `requestMade` tells the SDK's own 429 (no
 * request) from the provider's.
 */
export function classifySendError(
  error: unknown,
  requestMade: boolean,
): { reason: SendFailure; detail: string } {
  if (error instanceof SendTimeoutError) return { reason: "timeout", detail: error.message };
  if (isResponseStatus(error)) {
    const detail = `HTTP ${error.status}: ${String(error.text)}`;
    if (error.status === 429 && !requestMade) return { reason: "rateLimited", detail };
    return { reason: "service", detail };
  }
  if (typeof error === "string") return { reason: "service", detail: error };
  if (error instanceof TypeError) return { reason: "network", detail: String(error) };
  return { reason: "service", detail: String(error) };
}

/**
 * The `storageProvider` for `limitRate`, over localStorage (or nothing, when storage is blocked).
 * It counts writes: the SDK stores the throttle time just before it sends, so a write during a
 * send means a request went out.
 */
function createThrottleStorage(storage: SafeStorage) {
  let writes = 0;
  const provider: StorageProvider = {
    get: (key) => Promise.resolve(storage.get(key)),
    set: (key, value) => {
      writes += 1;
      storage.set(key, value);
      return Promise.resolve();
    },
    remove: (key) => {
      storage.remove(key);
      return Promise.resolve();
    },
  };
  return { provider, writes: () => writes };
}

const throttleStorage = createThrottleStorage(safeStorage("localStorage"));
/** The SDK copy and settings `init` last ran with; a re-downloaded copy needs its own init. */
let initialised: { emailjs: EmailJsSdk; settings: EmailJsSettings } | null = null;

export interface SendOptions {
  timeoutMs?: number;
}

/**
 * Sends the contact form through EmailJS (`sendForm` reads the form's named fields) and never
 * throws: the result says whether the provider confirmed it or why not. Failures are logged with
 * their detail for the team; the visitor is only ever shown our own words.
 */
export async function sendContactForm(
  form: HTMLFormElement,
  settings: EmailJsSettings,
  { timeoutMs = SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<SendResult> {
  const writesBefore = throttleStorage.writes();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const emailjs = await loadEmailJsSdk();
    if (initialised?.emailjs !== emailjs || initialised.settings !== settings) {
      // Without an explicit storageProvider, init() switches limitRate off.
      emailjs.init({
        publicKey: settings.publicKey,
        origin: settings.origin,
        limitRate: { id: SEND_THROTTLE_ID, throttle: SEND_THROTTLE_MS },
        storageProvider: throttleStorage.provider,
      });
      initialised = { emailjs, settings };
    }
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new SendTimeoutError(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    await Promise.race([emailjs.sendForm(settings.serviceId, settings.templateId, form), timeout]);
    return { ok: true };
  } catch (error) {
    const requestMade = throttleStorage.writes() > writesBefore;
    const { reason, detail } = classifySendError(error, requestMade);
    // A send that did not go through must not block the visitor's retry for a minute.
    if (reason !== "rateLimited") await throttleStorage.provider.remove(SEND_THROTTLE_ID);
    console.error(`[contact-form] The message was not sent (${reason}). ${detail}`);
    return { ok: false, reason, detail };
  } finally {
    clearTimeout(timer);
  }
}
