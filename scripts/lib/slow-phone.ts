/**
 * The slow phone the benchmarks and the end-to-end first-paint tests load pages as: Lighthouse's
 * mobile preset (slow 4G, a mid-range phone's CPU) for Chromium's DevTools protocol
 * (`Network.emulateNetworkConditions`, `Emulation.setCPUThrottlingRate`), and their figures.
 */
import { type Language, LANGUAGES, localizedPages } from "#app/site-manifest.ts";

/** A mid-range phone's processor against this machine's. */
export const CPU_SLOWDOWN = 4;

/** A task this long or longer holds back a tap (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50;

/** Slow 4G: 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

/** A page a benchmark loads: its address, perhaps with a place in it, and its language. */
export interface MeasuredPage {
  path: string;
  language: Language;
}

/**
 * Every page as a visitor reaches it (the not-found page at an unknown address), or those that
 * `--pages` names, each perhaps at a place in it, as a link to it opens it (`/k-youth#faq`). A
 * name that is none of these stops the benchmark, rather than measuring nothing.
 */
export function pagesToMeasure(chosen: string | undefined): MeasuredPage[] {
  const pages = localizedPages.map(({ key, language, path }) => ({
    path: key === "notFound" ? `${LANGUAGES[language].prefix}/no-such-page` : path,
    language,
  }));
  if (chosen === undefined) return pages;
  return chosen.split(",").map((name) => {
    const [path, fragment] = name.split("#");
    const page = pages.find((known) => known.path === path);
    if (!page) {
      throw new Error(
        `--pages: ${name} is none of the pages (${pages.map((known) => known.path).join(", ")})`,
      );
    }
    return { ...page, path: fragment === undefined ? page.path : `${page.path}#${fragment}` };
  });
}

/** "min / median / max" of a list, rounded to whole numbers. */
export function spread(list: number[]) {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const median = sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  return `${Math.round(at(0))} / ${Math.round(median)} / ${Math.round(at(sorted.length - 1))}`;
}

/** The options every slow-phone benchmark takes: how many runs, its own port, which pages. */
export function benchOptions(port: number) {
  return {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: String(port) },
    pages: { type: "string" },
    "skip-build": { type: "boolean", default: false },
  } as const;
}
