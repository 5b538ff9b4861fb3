/**
 * Field metrics (Core Web Vitals from real visits), off unless the build sets
 *
 *   VITE_FIELD_METRICS_URL   where to send them: an https URL (plain http only for localhost, for a
 *                            local collector) or a path on this site such as /vitals
 *
 * Read here only: the page's reporter uses `buildFieldMetricsUrl`, the build checks the value with
 * `readFieldMetricsSetting` and opens the Content-Security-Policy's `connect-src` to
 * `fieldMetricsConnectOrigin` (sendBeacon is a connection the policy governs).
 */
import { type BuildEnv, parseOrigin, readVariable } from "#app/lib/build-env.ts";

export const FIELD_METRICS_ENV_NAME = "VITE_FIELD_METRICS_URL";

export type FieldMetricsSetting =
  | { status: "off" }
  | { status: "on"; url: string; /** null when the URL is on this site. */ origin: string | null }
  | { status: "invalid"; problem: string };

export function readFieldMetricsSetting(env: BuildEnv): FieldMetricsSetting {
  const value = readVariable(env, FIELD_METRICS_ENV_NAME);
  if (value === "") return { status: "off" };
  if (value.startsWith("/") && !value.startsWith("//")) {
    return { status: "on", url: value, origin: null };
  }
  const invalid = {
    status: "invalid",
    problem: `${FIELD_METRICS_ENV_NAME} must be an https URL or a path starting with "/" (got "${value}")`,
  } as const;
  try {
    const url = new URL(value);
    const origin = parseOrigin(url.origin);
    if (!origin || url.username || url.password) return invalid;
    return { status: "on", url: url.href, origin };
  } catch {
    return invalid;
  }
}

/** The other origin the reporter sends to, for `connect-src`; null when off or on this site. */
export function fieldMetricsConnectOrigin(env: BuildEnv): string | null {
  const setting = readFieldMetricsSetting(env);
  return setting.status === "on" ? setting.origin : null;
}

/** The endpoint this build reports to, or null when field metrics are off. */
export function buildFieldMetricsUrl(): string | null {
  const setting = readFieldMetricsSetting({
    [FIELD_METRICS_ENV_NAME]: import.meta.env.VITE_FIELD_METRICS_URL,
  });
  return setting.status === "on" ? setting.url : null;
}
