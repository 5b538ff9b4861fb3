/**
 * Reading the build's environment variables (`import.meta.env`, `process.env` or Vite's
 * `loadEnv`), for the features whose settings come from them.
 */
export type BuildEnv = Readonly<Record<string, string | boolean | undefined>>;

/** A variable's value, trimmed; "" when unset. */
export function readVariable(env: BuildEnv, name: string): string {
  const value = env[name];
  return typeof value === "string" ? value.trim() : "";
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Normalises an origin such as `https://api.emailjs.com/`; null when it is not one. https only,
 * plain http only on this machine (for a local stub), because the origin also goes into the
 * Content-Security-Policy's `connect-src`.
 */
export function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const secure =
      url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
    if (!secure) return null;
    if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}
