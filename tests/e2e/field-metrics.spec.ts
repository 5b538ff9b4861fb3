/**
 * Field metrics against the end-to-end build, which reports to the local stub
 * (VITE_FIELD_METRICS_URL, see tests/e2e/support/build.ts).
 */
import { randomUUID } from "node:crypto";
import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures.ts";
import { FIELD_METRICS_PATH, STUB_ORIGIN } from "./support/emailjs-stub-config.ts";

interface Reported {
  name: string;
  value: number;
  rating: string;
  path: string;
}

test.describe("field metrics", () => {
  // A page path of this test's own (the not-found page), so its reports stand apart at the stub.
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESPONSE] });

  test("a visit's Core Web Vitals reach the collector when the visitor leaves", async ({
    page,
    request,
  }) => {
    const path = `/field-metrics-${randomUUID().slice(0, 8)}`;
    const received = async () => {
      const answer = await request.get(`${STUB_ORIGIN}${FIELD_METRICS_PATH}`, {
        params: { path },
      });
      return (await answer.json()) as Reported[];
    };
    // The reporter has subscribed once web-vitals observes interactions ("first-input", from
    // onINP); the app adds its own leave listeners in the same task, right after subscribing.
    await page.addInitScript(() => {
      const observed: string[] = [];
      Object.assign(window, { __observedEntryTypes: observed });
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        if (options?.type) observed.push(options.type);
        observed.push(...(options?.entryTypes ?? []));
        observe.call(this, options);
      };
    });
    await page.goto(path);
    await page.waitForFunction(() =>
      (window as unknown as { __observedEntryTypes: string[] }).__observedEntryTypes.includes(
        "first-input",
      ),
    );
    // An interaction, so there is an INP to report. The browser hands its timing entry to every
    // performance observer after the next paint, and web-vitals files it only when the page is
    // next idle: a visitor who leaves in between has no INP. So the test waits for both: an
    // observer of its own receives the entry (web-vitals' did, in the same or an earlier task),
    // then an idle callback requested after that runs after web-vitals' own.
    await page.getByRole("heading", { level: 1 }).click();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new PerformanceObserver((_entries, observer) => {
            observer.disconnect();
            resolve();
          }).observe({ type: "first-input", buffered: true });
        }),
    );
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    // Nothing is sent while the visitor is still on the page.
    expect(await received()).toEqual([]);

    await page.goto("/contact-us");
    await expect
      .poll(async () => (await received()).map((metric) => metric.name).sort())
      .toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    for (const metric of await received()) {
      expect(metric.path).toBe(path);
      expect(metric.value).toBeGreaterThanOrEqual(0);
      expect(["good", "needs-improvement", "poor"]).toContain(metric.rating);
    }
  });

  test("the reporter loads after the page, as a chunk of its own", async ({ page }) => {
    const reporterRequested = page.waitForRequest(
      (request) => request.resourceType() === "script" && request.url().includes("web-vitals"),
    );
    const response = await page.goto("/k-youth");
    const html = (await response?.text()) ?? "";
    const reporter = new URL((await reporterRequested).url()).pathname;
    expect(html).not.toContain(reporter);
  });
});
