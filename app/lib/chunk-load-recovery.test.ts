// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import {
  canLoadFreshDocument,
  isChunkLoadError,
  loadFreshDocument,
  retryableImport,
} from "./chunk-load-recovery.ts";

describe("isChunkLoadError", () => {
  it.each([
    new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"),
    new TypeError("Importing a module script failed."),
    new Error("Loading chunk 42 failed."),
    Object.assign(new Error("whatever"), { name: "ChunkLoadError" }),
  ])("recognises %s", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error("Cannot read properties of undefined"), "Loading chunk 1 failed", null])(
    "ignores %s",
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe("fresh document load", () => {
  it("is allowed once per address, then not again there within a minute", () => {
    const load = vi.fn();
    const storage = window.sessionStorage;
    storage.clear();
    expect(canLoadFreshDocument("/k-youth", storage, 1_000_000)).toBe(true);
    loadFreshDocument("/k-youth", load, storage, 1_000_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(canLoadFreshDocument("/k-youth", storage, 1_030_000)).toBe(false);
    expect(canLoadFreshDocument("/contact-us", storage, 1_030_000)).toBe(true);
    expect(canLoadFreshDocument("/k-youth", storage, 1_060_000)).toBe(true);
  });

  it("is never allowed when storage is unavailable, so it can never loop", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    expect(canLoadFreshDocument("/k-youth", broken)).toBe(false);
  });
});

describe("retryableImport", () => {
  it("shares one load, and tries again after a failure", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue("module");
    const get = retryableImport(load);
    await expect(get()).rejects.toThrow("Failed to fetch");
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
