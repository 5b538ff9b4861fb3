import { describe, expect, it } from "vitest";
import { buildDate } from "./build-date.server.ts";

describe("buildDate", () => {
  it("takes the build date from SOURCE_DATE_EPOCH when set", () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: "1749031200" }).toISOString()).toBe(
      "2025-06-04T10:00:00.000Z",
    );
  });

  it("otherwise takes the moment it is first asked, and keeps it for the rest of the build", () => {
    const env: NodeJS.ProcessEnv = {};
    const first = buildDate(env);
    expect(Math.abs(first.getTime() - Date.now())).toBeLessThan(5000);
    expect(env.SOURCE_DATE_EPOCH).toBe(String(first.getTime() / 1000));
    expect(buildDate(env)).toEqual(first);
  });
});
