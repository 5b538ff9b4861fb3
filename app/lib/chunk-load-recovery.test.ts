import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOncePerMinute } from "./chunk-load-recovery.ts";

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

describe("reloadOncePerMinute", () => {
  it("reloads the first time, then not again within a minute", () => {
    const reload = vi.fn();
    const storage = window.sessionStorage;
    storage.clear();
    expect(reloadOncePerMinute(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOncePerMinute(storage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOncePerMinute(storage, reload, 1_070_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when storage is unavailable, so it can never loop", () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    expect(reloadOncePerMinute(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
