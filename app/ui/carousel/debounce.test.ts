import { afterEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce.ts";

describe("debounce", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs once, after calls have stopped for the wait", () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const debounced = debounce(action, 50);
    debounced();
    vi.advanceTimersByTime(30);
    debounced();
    vi.advanceTimersByTime(49);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled", () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const debounced = debounce(action, 50);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(100);
    expect(action).not.toHaveBeenCalled();
  });
});
