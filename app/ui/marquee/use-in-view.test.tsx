import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useInView } from "./use-in-view.ts";

let report: ((entries: IntersectionObserverEntry[]) => void) | null = null;

/** An observer whose reports the test sends, as the browser would, in one callback. */
class ManualObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (entries) => callback(entries, this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return <div ref={ref}>{inView ? "in view" : "out of view"}</div>;
}

const change = (isIntersecting: boolean) => ({ isIntersecting }) as IntersectionObserverEntry;

describe("useInView", () => {
  afterEach(() => {
    report = null;
  });

  it("follows the latest of several changes the browser reports at once", () => {
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText("out of view")).toBeInTheDocument();
    act(() => report?.([change(false), change(true)]));
    expect(screen.getByText("in view")).toBeInTheDocument();
    act(() => report?.([change(true), change(false)]));
    expect(screen.getByText("out of view")).toBeInTheDocument();
  });
});
