export interface LateFontSettings {
  /** The attribute on `<html>` under which the styles name only the fallback faces (fonts.css). */
  skipped: string;
  /** The attribute on `<html>` that says the page has hydrated. */
  hydrated: string;
  /** Selector of the `<style>` holding the site's stylesheet, where the font's address is. */
  siteStyles: string;
  /** localStorage key, set once this browser has fetched the web font whole. */
  fetchedKey: string;
  /** How long the browser holds text for the web font before drawing the fallback (`optional`). */
  blockPeriodMs: number;
}

/**
 * Runs inline in the page's head (app/layout/head-scripts.tsx), so it must stand alone: no imports,
 * nothing from outside the function.
 *
 * The web font is `font-display: optional`: if it is not there within its block period, the page
 * is drawn in the metric-matched fallback and stays so. On a connection whose round trips are
 * longer than that period, the font cannot make it (its request needs one more round trip after
 * the first layout), yet it still costs the page: its bytes compete with the app's scripts, and
 * when it lands the browser lays out again every text that names it (8-44 ms of layout at the
 * load event under slow 4G on the benchmark machine, Chromium 156; none with the font held back).
 * So on such a connection, in a browser that has never fetched the font, the styles name only the
 * fallback (the page looks as it would have), and the font is fetched into the browser's cache
 * once the page is alive and loaded, for the next page, which draws in it as usual.
 *
 * Without scripts nothing changes: the font is requested as the styles ask.
 */
export function skipFontThatCannotArrive({
  skipped,
  hydrated,
  siteStyles,
  fetchedKey,
  blockPeriodMs,
}: LateFontSettings): void {
  // The browser's own estimate where it gives one (Chromium), else the page's own first byte,
  // which a cache answered when its request has no start.
  const { connection } = navigator as Navigator & { connection?: { rtt?: number } };
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const pageRoundTrip =
    navigation && navigation.requestStart > 0
      ? navigation.responseStart - navigation.requestStart
      : 0;
  // Only when it certainly cannot come: Chromium's estimate is coarse (100 ms on a local network).
  if (Math.max(connection?.rtt ?? 0, pageRoundTrip) <= blockPeriodMs) return;
  // Storage only now, on a slow connection: its first read waits on the browser process (1.7-5.9
  // ms before the first paint in Chromium 156, most on a new profile), which the page on a fast
  // connection need not.
  const storage = (() => {
    try {
      return localStorage;
    } catch {
      return null;
    }
  })();
  try {
    if (storage?.getItem(fetchedKey)) return;
  } catch {
    // Storage blocked: as for a browser that has not fetched the font.
  }
  const root = document.documentElement;
  root.setAttribute(skipped, "");

  const fetchForNextPage = () => {
    const styles = document.querySelector(siteStyles)?.textContent ?? "";
    const addresses = [...styles.matchAll(/url\(\s*["']?([^"')]+\.woff2)/g)].map(
      ([, address]) => address ?? "",
    );
    Promise.all(
      addresses.map((address) =>
        fetch(address, { priority: "low" }).then((response) => {
          if (!response.ok) throw new Error(`${address}: ${response.status}`);
          return response.arrayBuffer();
        }),
      ),
    ).then(
      () => {
        try {
          storage?.setItem(fetchedKey, addresses.join(" "));
        } catch {
          // Full or blocked: the next slow page skips the font too, and fetches it again.
        }
      },
      () => {
        // Offline, or the font gone with a new release: the next page tries again.
      },
    );
  };
  // Once the page is alive and has everything it asked for: the font never delays it.
  const whenQuiet = () => {
    if (!root.hasAttribute(hydrated)) return false;
    if (document.readyState === "complete") fetchForNextPage();
    else addEventListener("load", fetchForNextPage, { once: true });
    return true;
  };
  new MutationObserver((_records, observer) => {
    if (whenQuiet()) observer.disconnect();
  }).observe(root, { attributeFilter: [hydrated] });
}

/** The attribute and key, which fonts.css names too. */
export const LATE_FONT_SKIPPED = "data-web-font-skipped";
