// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LATE_FONT_SKIPPED, type LateFontSettings, skipFontThatCannotArrive } from "./late-font.ts";

const SETTINGS: LateFontSettings = {
  skipped: LATE_FONT_SKIPPED,
  hydrated: "data-hydrated",
  siteStyles: "style[data-site-styles]",
  fetchedKey: "test:web-font-fetched",
  blockPeriodMs: 100,
};
const FONT = "/assets/face-abc123.woff2";
const root = document.documentElement;

/** The page's own request: sent at `requestStart`, its first byte back at `responseStart`. */
function pageRequest(requestStart: number, responseStart: number) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { requestStart, responseStart } as PerformanceNavigationTiming,
  ]);
}

/** The browser's estimate of a round trip (Chromium's Network Information API). */
const estimatedRoundTrip = (rtt: number) =>
  Object.defineProperty(navigator, "connection", { value: { rtt }, configurable: true });

const fetchFont = vi.fn(async () => new Response("font bytes"));

/** Lets the observer and the font's promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  const styles = document.createElement("style");
  styles.dataset.siteStyles = "";
  styles.textContent = `@font-face{font-family:"Face";src:url(${FONT}) format("woff2-variations")}`;
  document.head.append(styles);
  vi.stubGlobal("fetch", fetchFont);
});

afterEach(() => {
  document.head.replaceChildren();
  root.removeAttribute(SETTINGS.skipped);
  root.removeAttribute(SETTINGS.hydrated);
  localStorage.clear();
  fetchFont.mockClear();
  Reflect.deleteProperty(navigator, "connection");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a web font that cannot arrive in time", () => {
  it("is left out when the page's first byte took longer than the font may be waited for", () => {
    pageRequest(40, 40 + SETTINGS.blockPeriodMs + 1);
    skipFontThatCannotArrive(SETTINGS);
    expect(root.hasAttribute(SETTINGS.skipped)).toBe(true);
  });

  it("is left out when the browser estimates round trips longer than that", () => {
    pageRequest(40, 45);
    estimatedRoundTrip(SETTINGS.blockPeriodMs + 50);
    skipFontThatCannotArrive(SETTINGS);
    expect(root.hasAttribute(SETTINGS.skipped)).toBe(true);
  });

  it("is asked for as usual over a connection that can bring it in time", () => {
    pageRequest(40, 40 + SETTINGS.blockPeriodMs);
    estimatedRoundTrip(SETTINGS.blockPeriodMs);
    skipFontThatCannotArrive(SETTINGS);
    expect(root.hasAttribute(SETTINGS.skipped)).toBe(false);
  });

  it("leaves storage unread over a connection that can bring it in time", () => {
    const read = vi.spyOn(Storage.prototype, "getItem");
    pageRequest(40, 40 + SETTINGS.blockPeriodMs);
    estimatedRoundTrip(SETTINGS.blockPeriodMs);
    skipFontThatCannotArrive(SETTINGS);
    expect(read).not.toHaveBeenCalled();
  });

  it("is asked for as usual by a browser that has fetched it before, however slow the page", () => {
    localStorage.setItem(SETTINGS.fetchedKey, FONT);
    pageRequest(40, 40 + 10 * SETTINGS.blockPeriodMs);
    skipFontThatCannotArrive(SETTINGS);
    expect(root.hasAttribute(SETTINGS.skipped)).toBe(false);
  });

  it("is asked for as usual when the page came from a cache, with no round trip to go by", () => {
    pageRequest(0, 0);
    skipFontThatCannotArrive(SETTINGS);
    expect(root.hasAttribute(SETTINGS.skipped)).toBe(false);
  });

  it("is fetched for the next page only once the page has hydrated and loaded", async () => {
    pageRequest(40, 400);
    skipFontThatCannotArrive(SETTINGS);
    await settle();
    expect(fetchFont).not.toHaveBeenCalled();

    root.setAttribute(SETTINGS.hydrated, "");
    await settle();
    // jsdom's document has loaded long since.
    expect(fetchFont).toHaveBeenCalledWith(FONT, expect.objectContaining({ priority: "low" }));
    await settle();
    expect(localStorage.getItem(SETTINGS.fetchedKey)).toContain(FONT);
  });

  it("is fetched again by a later page when the fetch failed", async () => {
    fetchFont.mockResolvedValueOnce(new Response("", { status: 404 }));
    pageRequest(40, 400);
    skipFontThatCannotArrive(SETTINGS);
    root.setAttribute(SETTINGS.hydrated, "");
    await settle();
    await settle();
    expect(fetchFont).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SETTINGS.fetchedKey)).toBeNull();
  });
});
