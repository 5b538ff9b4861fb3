/**
 * The security headers every answer of the site carries, on every server and host: checked by
 * hosting.spec.ts on the suite's server and by cloudflare-pages.spec.ts on Cloudflare's runtime.
 */
import { expect } from "../fixtures.ts";

const EXPECTED_HEADERS: Record<string, string | RegExp> = {
  "strict-transport-security": /^max-age=(\d{8,}); includeSubDomains$/,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-permitted-cross-domain-policies": "none",
  "permissions-policy":
    /^(?=.*\bcamera=\(\))(?=.*\bmicrophone=\(\))(?=.*\bgeolocation=\(\))(?=.*\bpayment=\(\))(?=.*\busb=\(\))/,
};

/** Splits a CSP header into its directives: `{ "script-src": ["'self'", ...] }`. */
export function parseCsp(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

export function expectSecurityHeaders(headers: Record<string, string>, label: string) {
  for (const [name, expected] of Object.entries(EXPECTED_HEADERS)) {
    if (typeof expected === "string") expect(headers[name], `${name} on ${label}`).toBe(expected);
    else expect(headers[name], `${name} on ${label}`).toMatch(expected);
  }
  const hsts = /max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "");
  expect(Number(hsts?.[1]), "HSTS lasts at least a year").toBeGreaterThanOrEqual(31_536_000);

  const csp = parseCsp(headers["content-security-policy"] ?? "");
  expect(csp["default-src"], `default-src on ${label}`).toEqual(["'none'"]);
  expect(csp["script-src"]?.[0], `script-src on ${label}`).toBe("'self'");
  for (const source of csp["script-src"]?.slice(1) ?? []) {
    expect(source, "script-src allows only hashes after 'self'").toMatch(
      /^'sha256-[A-Za-z0-9+/]{43}='$/,
    );
  }
  expect(csp["style-src"]?.[0]).toBe("'self'");
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["form-action"]).toEqual(["'self'"]);
  expect(csp["frame-src"]).toEqual(["https://www.google.com"]);
  expect(csp["connect-src"]?.[0]).toBe("'self'");
  expect(csp["connect-src"]?.slice(1), "connect-src: the EmailJS origin only").toHaveLength(1);
  expect(csp["connect-src"]?.[1]).toMatch(/^https:\/\/[^\s/]+$|^http:\/\/(localhost|127\.0\.0\.1)/);
  for (const sources of Object.values(csp)) {
    for (const weak of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"]) {
      expect(sources, `no ${weak} in the CSP on ${label}`).not.toContain(weak);
    }
  }
}
