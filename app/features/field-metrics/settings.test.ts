import { describe, expect, it } from "vitest";
import { fieldMetricsConnectOrigin, readFieldMetricsSetting } from "./settings.ts";

const setting = (value: string) => readFieldMetricsSetting({ VITE_FIELD_METRICS_URL: value });

describe("field metrics setting", () => {
  it("is off unless the build names a collector", () => {
    expect(readFieldMetricsSetting({})).toEqual({ status: "off" });
    expect(setting("  ")).toEqual({ status: "off" });
  });

  it("accepts a path on this site, which needs no change to the policy", () => {
    expect(setting("/vitals")).toEqual({ status: "on", url: "/vitals", origin: null });
    expect(fieldMetricsConnectOrigin({ VITE_FIELD_METRICS_URL: "/vitals" })).toBeNull();
  });

  it("accepts an https collector and names its origin for connect-src", () => {
    expect(setting("https://rum.example/collect?site=k-youth")).toEqual({
      status: "on",
      url: "https://rum.example/collect?site=k-youth",
      origin: "https://rum.example",
    });
    expect(setting("http://127.0.0.1:4185/__vitals")).toMatchObject({
      origin: "http://127.0.0.1:4185",
    });
  });

  it.each([
    ["plain http to another host", "http://rum.example/collect"],
    ["a protocol-relative URL", "//rum.example/collect"],
    ["credentials", "https://user:secret@rum.example/collect"],
    ["another scheme", "javascript:alert(1)"],
    ["not a URL", "rum.example"],
  ])("refuses %s", (_label, value) => {
    expect(setting(value)).toMatchObject({ status: "invalid" });
    expect(fieldMetricsConnectOrigin({ VITE_FIELD_METRICS_URL: value })).toBeNull();
  });
});
