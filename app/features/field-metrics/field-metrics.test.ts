// @vitest-environment jsdom
import type { Metric } from "web-vitals";
import { describe, expect, it, vi } from "vitest";
import { createMetricsQueue } from "./field-metrics.ts";

function metric(name: Metric["name"], value: number): Metric {
  return {
    name,
    value,
    delta: value,
    rating: "good",
    id: `v5-${name}`,
    entries: [],
    navigationType: "navigate",
  } as unknown as Metric;
}

describe("metrics queue", () => {
  it("sends everything collected in one text beacon, then starts afresh", () => {
    const sendBeacon = vi.fn(() => true);
    const queue = createMetricsQueue("https://rum.example/collect", sendBeacon);
    window.history.replaceState(null, "", "/k-youth?faq=about-the-course#faq-what-is-ojt");
    queue.add(metric("LCP", 812.5));
    queue.add(metric("CLS", 0));
    queue.flush();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe("https://rum.example/collect");
    expect(typeof body).toBe("string");
    expect(JSON.parse(body)).toEqual([
      {
        name: "LCP",
        value: 812.5,
        delta: 812.5,
        rating: "good",
        id: "v5-LCP",
        navigationType: "navigate",
        path: "/k-youth",
      },
      expect.objectContaining({ name: "CLS", value: 0, path: "/k-youth" }),
    ]);

    queue.flush();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    queue.add(metric("INP", 40));
    queue.flush();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });
});

describe("field metrics when the reporter cannot be downloaded", () => {
  it("stay silent: no unhandled rejection reaches the page", async () => {
    vi.resetModules();
    vi.doMock("web-vitals", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const { startFieldMetrics: start } = await import("./field-metrics.ts");
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    const stop = start("https://metrics.example/collect");
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off("unhandledRejection", unhandled);
    stop();
    vi.doUnmock("web-vitals");
    expect(unhandled).not.toHaveBeenCalled();
  });
});
