import { act, render, screen } from "@testing-library/react";
import { Profiler, useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useOnceNear } from "./use-once-near.ts";

let report: ((entries: IntersectionObserverEntry[]) => void) | null = null;
const realObserver = globalThis.IntersectionObserver;

/** An observer whose reports the test sends, as the browser would. */
class ManualObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (entries) => callback(entries, this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

const change = (isIntersecting: boolean) => ({ isIntersecting }) as IntersectionObserverEntry;

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useOnceNear(ref);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

describe("useOnceNear", () => {
  afterEach(() => {
    report = null;
    globalThis.IntersectionObserver = realObserver;
  });

  // A widget that rendered again as React attached its element would do so synchronously inside
  // the hydration commit: one long task for every such widget on the page.
  it("renders a widget once while it is far from the screen", () => {
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    let commits = 0;
    render(
      <Profiler id="probe" onRender={() => (commits += 1)}>
        <Probe />
      </Profiler>,
    );
    act(() => report?.([change(false)]));
    expect(screen.getByText("far")).toBeInTheDocument();
    expect(commits).toBe(1);
  });

  it("turns true when the element nears the screen, and stays true", () => {
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    render(<Probe />);
    act(() => report?.([change(true)]));
    expect(screen.getByText("near")).toBeInTheDocument();
    act(() => report?.([change(false)]));
    expect(screen.getByText("near")).toBeInTheDocument();
  });

  it("turns true at once in a browser without IntersectionObserver", () => {
    // @ts-expect-error -- a browser that lacks it
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText("near")).toBeInTheDocument();
  });
});
