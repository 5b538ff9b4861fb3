/**
 * Field metrics against the end-to-end build, which reports to the local stub
 * (VITE_FIELD_METRICS_URL, see scripts/build-e2e.ts).
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
    const reporterLoaded = page.waitForResponse((response) =>
      response.url().includes("web-vitals"),
    );
    await page.goto(path);
    await reporterLoaded;
    // An interaction, so there is an INP to report. The browser delivers its timing entry after
    // the next paint and web-vitals reads it when the page is idle; a visitor who leaves within
    // that frame has no INP, so the test waits for both rather than racing them.
    await page.getByRole("heading", { level: 1 }).click();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("first-input").length))
      .toBe(1);
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })),
    );
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
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto("/k-youth");
    const html = (await response?.text()) ?? "";
    await page.waitForLoadState("networkidle");
    const reporter = scripts.find((script) => script.includes("web-vitals"));
    expect(reporter, `a web-vitals chunk among ${scripts.join(", ")}`).toBeTruthy();
    expect(html).not.toContain(reporter);
  });
});
