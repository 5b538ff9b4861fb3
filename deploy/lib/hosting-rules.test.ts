// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CACHE_IMMUTABLE,
  cacheControlFor,
  cleanRoutes,
  contentSecurityPolicy,
  isNeverServed,
  NOT_FOUND_FILES,
  notFoundPageFor,
  renderNginxSite,
  renderStaticHostHeaders,
  renderStaticHostRedirects,
  securityHeaders,
  siteRedirects,
  type SiteFiles,
} from "./hosting-rules.ts";

const hashes = {
  scripts: ["sha256-BBB=", "sha256-AAA=", "sha256-AAA="],
  styles: ["sha256-SSS="],
  styleAttributes: [],
};
const inputs = { hashes, connectOrigins: ["https://api.emailjs.com"] };
const site: SiteFiles = [
  "/404.html",
  "/_.data",
  "/assets/entry.client-abc123.js",
  "/assets/entry.client-abc123.js.gz",
  "/contact-us/index.html",
  "/favicon.svg",
  "/index.html",
  "/k-youth/index.html",
  "/.well-known/security.txt",
];

function directives(policy: string) {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy(inputs));

  it("allows scripts from the site and the hashed inline scripts only, each once", () => {
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  it("never allows unsafe-inline, unsafe-eval or wildcards", () => {
    const text = contentSecurityPolicy(inputs);
    for (const weak of ["unsafe-inline", "unsafe-eval", "unsafe-hashes", "*", "data:"]) {
      expect(text).not.toContain(weak);
    }
  });

  it("denies by default and locks framing, plugins and the base URL", () => {
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
  });

  it("lets the page talk to EmailJS only, and frame the map only", () => {
    expect(policy["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(policy["frame-src"]).toEqual(["https://www.google.com"]);
  });

  it("opens exactly the configured origins (EmailJS, the field-metrics collector)", () => {
    const custom = directives(
      contentSecurityPolicy({
        hashes,
        connectOrigins: ["https://eu.emailjs.example", "https://rum.example"],
      }),
    );
    expect(custom["connect-src"]).toEqual([
      "'self'",
      "https://eu.emailjs.example",
      "https://rum.example",
    ]);
  });

  it("connects to nothing but the site when the build has no EmailJS or metrics settings", () => {
    const unconfigured = directives(contentSecurityPolicy({ hashes, connectOrigins: [] }));
    expect(unconfigured["connect-src"]).toEqual(["'self'"]);
  });

  it("allows style attributes only by their exact hashes", () => {
    const withAttributes = directives(
      contentSecurityPolicy({ ...inputs, hashes: { ...hashes, styleAttributes: ["sha256-T="] } }),
    );
    expect(withAttributes["style-src"]).toEqual([
      "'self'",
      "'sha256-SSS='",
      "'unsafe-hashes'",
      "'sha256-T='",
    ]);
  });
});

describe("securityHeaders", () => {
  const headers = Object.fromEntries(securityHeaders(inputs));

  it("sends every header the brief asks for", () => {
    expect(Object.keys(headers)).toEqual([
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "X-Frame-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Cross-Origin-Opener-Policy",
      "Cross-Origin-Resource-Policy",
      "X-Permitted-Cross-Domain-Policies",
    ]);
    expect(headers["X-Permitted-Cross-Domain-Policies"]).toBe("none");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}; includeSubDomains$/);
  });

  it("asks for no violation reports unless a report address is given", () => {
    expect(headers["Reporting-Endpoints"]).toBeUndefined();
    expect(headers["Content-Security-Policy"]).not.toMatch(/report-(to|uri)/);
  });

  it("sends violation reports to the given address, by the Reporting API and by report-uri", () => {
    const reporting = Object.fromEntries(
      securityHeaders({ ...inputs, reportUrl: "https://reports.example/csp" }),
    );
    expect(reporting["Reporting-Endpoints"]).toBe('csp-endpoint="https://reports.example/csp"');
    const policy = directives(reporting["Content-Security-Policy"] ?? "");
    expect(policy["report-to"]).toEqual(["csp-endpoint"]);
    expect(policy["report-uri"]).toEqual(["https://reports.example/csp"]);
  });

  it("sends the same HSTS from the www redirect of the production server config", () => {
    const conf = readFileSync(join(import.meta.dirname, "../nginx/k-youth.conf"), "utf8");
    expect(conf).toContain(
      `add_header Strict-Transport-Security "${headers["Strict-Transport-Security"]}" always;`,
    );
  });

  it("denies powerful features the site never uses", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });
});

describe("paths", () => {
  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toBe(CACHE_IMMUTABLE);
    for (const path of ["/k-youth", "/", "/favicon.svg", "/_.data", "/assets-not/x.js"]) {
      expect(cacheControlFor(path)).toBe("no-cache");
    }
  });

  it("never serves dotfiles, source maps, compressed copies or host config files", () => {
    for (const path of [
      "/.git/config",
      "/.env",
      "/a/.hidden/b",
      "/assets/x.js.map",
      "/assets/x.js.gz",
      "/k-youth/index.html.gz",
      "/_headers",
      "/.well-known/other.txt",
      "/.well-known/.security.txt",
    ]) {
      expect(isNeverServed(path), path).toBe(true);
    }
    expect(isNeverServed("/.well-known/security.txt")).toBe(false);
    for (const path of ["/k-youth", "/assets/x.js", "/_.data", "/favicon.svg", "/404.html"]) {
      expect(isNeverServed(path), path).toBe(false);
    }
  });

  it("finds the clean routes of the build", () => {
    expect(cleanRoutes(site)).toEqual(["/contact-us", "/k-youth"]);
  });

  it("gives each page one address: its other spellings redirect to it", () => {
    expect(siteRedirects(site).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      "/ -> /k-youth",
      "/ms -> /ms/k-youth",
      "/ms/ -> /ms/k-youth",
      "/index.html -> /",
      "/contact-us/ -> /contact-us",
      "/contact-us/index.html -> /contact-us",
      "/k-youth/ -> /k-youth",
      "/k-youth/index.html -> /k-youth",
    ]);
  });

  it("knows the not-found pages' files, which answer 404 themselves", () => {
    expect(NOT_FOUND_FILES).toEqual(["/404.html", "/ms/404.html"]);
  });
});

describe("renderNginxSite", () => {
  const conf = renderNginxSite(securityHeaders(inputs), site);

  it("redirects / and trailing slashes with 301, keeping the query", () => {
    expect(conf).toContain("location = / {");
    expect(conf).toContain("return 301 /k-youth$is_args$args;");
    expect(conf).toContain("location = /k-youth/ {");
    expect(conf).toContain("return 301 /contact-us$is_args$args;");
  });

  it("serves clean URLs and answers anything else with 404.html", () => {
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
  });

  it("sends /ms and /ms/ to the Malay programme page, and unknown Malay paths to ms/404.html", () => {
    expect(conf).toMatch(/location = \/ms \{[^}]*return 301 \/ms\/k-youth\$is_args\$args;/);
    expect(conf).toMatch(/location = \/ms\/ \{[^}]*return 301 \/ms\/k-youth\$is_args\$args;/);
    expect(conf).toMatch(/location \/ms\/ \{[^}]*error_page 404 \/ms\/404.html;/);
  });

  it("repeats every security header in every location, since add_header is not inherited", () => {
    const locations = conf.match(/^location [^{]*\{[^}]*\}/gm) ?? [];
    const withContent = locations.filter((block) => !/^\s*return 404;$/m.test(block));
    // Assets, pages, pages under /ms/, security.txt, the 429 answer, the not-found pages, and
    // every redirect.
    expect(withContent.length).toBe(5 + NOT_FOUND_FILES.length + siteRedirects(site).length);
    for (const block of withContent) {
      for (const [name] of securityHeaders(inputs)) {
        expect(block).toContain(`add_header ${name} `);
      }
      expect(block).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
  });

  it("says when to try again after a 429", () => {
    expect(conf).toMatch(
      /location @too_many_requests \{[^}]*add_header Retry-After "1" always;[^}]*return 429 /,
    );
  });

  it("caches hashed assets as immutable and compresses text", () => {
    expect(conf).toMatch(
      /location \/assets\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable" always;/,
    );
    expect(conf).toContain("gzip_static on;");
    expect(conf).toMatch(/gzip_types [^;]*text\/javascript/);
  });

  it("takes GET and HEAD only, and never serves dotfiles, source maps or compressed copies", () => {
    expect(conf).toContain("if ($request_method !~ ^(?:GET|HEAD)$) {");
    expect(conf).toContain("location ~ /\\. {");
    expect(conf).toContain("location ~ \\.map$ {");
    expect(conf).toContain("location ~ \\.gz$ {");
  });

  it("answers the not-found pages' own addresses with 404 and a page's file with a 301", () => {
    expect(conf).toMatch(/location = \/404\.html \{[^}]*error_page 404 \/404\.html;\s*internal;/);
    expect(conf).toMatch(
      /location = \/ms\/404\.html \{[^}]*error_page 404 \/ms\/404\.html;\s*internal;/,
    );
    expect(conf).toMatch(/location = \/index\.html \{[^}]*return 301 \/\$is_args\$args;/);
    expect(conf).toMatch(
      /location = \/k-youth\/index\.html \{[^}]*return 301 \/k-youth\$is_args\$args;/,
    );
  });

  it("serves security.txt from /.well-known/ with every header", () => {
    expect(conf).toMatch(
      /location = \/\.well-known\/security\.txt \{[^}]*add_header Content-Security-Policy /,
    );
  });

  it("reads request lines up to the limit the Node server applies too", () => {
    expect(conf).toContain("large_client_header_buffers 4 8k;");
  });

  it("escapes the quotes inside header values", () => {
    expect(conf).toContain('fullscreen=(self \\"https://www.google.com\\")');
  });
});

describe("static host files", () => {
  const headers = renderStaticHostHeaders(securityHeaders(inputs), site);

  it("sets the security headers on every path", () => {
    expect(headers).toMatch(
      /^\/\*\n( {2}! .*\n)* {2}Content-Security-Policy: default-src 'none';/m,
    );
  });

  it("never sets Cache-Control on /*, where hosts would merge it with other rules", () => {
    const all = headers.split("\n\n").find((block) => block.startsWith("/*\n"));
    expect(all).not.toContain("Cache-Control");
    expect(headers).toContain(`/assets/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    for (const path of ["/", "/k-youth", "/k-youth/", "/404.html", "/favicon.svg"]) {
      expect(headers).toContain(`\n${path}\n  Cache-Control: no-cache`);
    }
  });

  it("takes away what Cloudflare's asset server adds, and types the loader data", () => {
    expect(headers).toMatch(/^\/\*\n {2}! Access-Control-Allow-Origin\n/m);
    expect(headers).toContain(
      "\n/_.data\n  ! Content-Type\n  Content-Type: text/x-script\n  Cache-Control: no-cache",
    );
  });

  it("redirects in the syntax both hosts accept, and sends the addresses nginx refuses to a 404", () => {
    const lines = renderStaticHostRedirects(site).split("\n").slice(1, -1);
    expect(lines).toEqual([
      "/ /k-youth 301",
      "/ms /ms/k-youth 301",
      "/ms/ /ms/k-youth 301",
      "/index.html / 301",
      "/contact-us/ /contact-us 301",
      "/contact-us/index.html /contact-us 301",
      "/k-youth/ /k-youth 301",
      "/k-youth/index.html /k-youth 301",
      "/404 /__not-found 200",
      "/404.html /__not-found 200",
      "/ms/404 /ms/__not-found 200",
      "/ms/404.html /ms/__not-found 200",
      "/contact-us.html /__not-found 200",
      "/k-youth.html /__not-found 200",
      "/_headers /__not-found 200",
      "/_redirects /__not-found 200",
    ]);
    // Cloudflare Pages accepts 200 and 301-308 only; Netlify's forced `!` is refused.
    for (const line of lines) expect(line).toMatch(/^\S+ \S+ (200|30[1-8])$/);
  });

  it("answers an unknown address with the not-found page of its language", () => {
    expect(notFoundPageFor("/nothing")).toBe("/404.html");
    expect(notFoundPageFor("/ms/nothing")).toBe("/ms/404.html");
    expect(notFoundPageFor("/ms")).toBe("/ms/404.html");
    // Hosts match paths with their case, so a miscased prefix is not Malay.
    expect(notFoundPageFor("/MS/k-youth")).toBe("/404.html");
    expect(notFoundPageFor("/msx/k-youth")).toBe("/404.html");
  });
});
