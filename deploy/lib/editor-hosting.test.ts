import { describe, expect, it } from "vitest";
import {
  adminSecurityHeaders,
  isAdminPath,
  renderNginxAdmin,
  renderStaticHostAdmin,
} from "./editor-hosting.ts";
import { type HeaderList, securityHeaders } from "./hosting-rules.ts";

const publicHeaders: HeaderList = securityHeaders({
  hashes: { scripts: ["sha256-abc"], styles: [], styleAttributes: [] },
  connectOrigins: ["https://api.emailjs.com"],
});
const headers = adminSecurityHeaders(publicHeaders, { repo: "a/b", branch: "main" });
const value = (list: HeaderList, name: string) => list.find(([key]) => key === name)?.[1];

describe("the content editor's headers", () => {
  it("replace the policy and the opener policy, add noindex, keep the rest", () => {
    const csp = value(headers, "Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/'unsafe-eval'|'sha256-/);
    expect(csp).toContain("connect-src 'self' blob: data: https://api.github.com");
    expect(csp).not.toContain("emailjs");
    expect(value(headers, "Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    expect(value(headers, "X-Robots-Tag")).toBe("noindex, nofollow");
    expect(value(headers, "Strict-Transport-Security")).toBe(
      value(publicHeaders, "Strict-Transport-Security"),
    );
    expect(headers.filter(([name]) => name === "Content-Security-Policy")).toHaveLength(1);
  });

  it("add the sign-in service to connect-src when there is one", () => {
    const withAuth = adminSecurityHeaders(publicHeaders, {
      repo: "a/b",
      branch: "main",
      authBaseUrl: "https://auth.example",
    });
    expect(value(withAuth, "Content-Security-Policy")).toMatch(
      /connect-src [^;]*https:\/\/auth\.example/,
    );
  });

  it("apply to /admin and below only", () => {
    expect(["/admin", "/admin/", "/admin/sveltia-cms.x.js"].every(isAdminPath)).toBe(true);
    expect(["/administration", "/k-youth", "/", "/ms/admin"].some(isAdminPath)).toBe(false);
  });

  it("are written for nginx and for Cloudflare Pages, replacing only what differs", () => {
    const nginx = renderNginxAdmin(headers);
    expect(nginx).toContain("location = /admin {");
    expect(nginx).toContain("location /admin/ {");
    expect(nginx.match(/add_header Content-Security-Policy/g)).toHaveLength(2);
    const staticHost = renderStaticHostAdmin(publicHeaders, headers);
    expect(staticHost).toContain(
      "/admin/*\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n",
    );
    expect(staticHost).not.toContain("! Strict-Transport-Security");
    expect(staticHost).toContain("  X-Robots-Tag: noindex, nofollow");
  });
});
