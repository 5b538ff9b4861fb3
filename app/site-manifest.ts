/**
 * Every page of the site, in one place. The route table (app/routes.ts), the prerender list, the
 * share cards, the sitemap, the budgets, the Lighthouse benchmark and the screenshot script all
 * read this list; links in the code use `HOME_PATH` and `PAGES.<key>.path`.
 *
 * Adding a page: one entry here and one route module under app/routes/. A second language is a
 * dimension of this list, not a copy of it: a language's pages are the same entries under its
 * prefix (`localizedPath`).
 */

const LANGUAGES = {
  en: { prefix: "" },
} as const;
type Language = keyof typeof LANGUAGES;

const KIB = 1024;

/** Bytes over the wire (gzip for text) a page may download before the visitor does anything. */
export interface PageBudget {
  html: number;
  css: number;
  js: number;
  fonts: number;
  largestEagerImage: number;
  total: number;
}

export interface PageEntry {
  /** Its address in the default language; the not-found page's is where React Router renders it. */
  path: string;
  /** The route module, relative to app/. */
  module: string;
  /** The file the build writes for it under build/client. */
  file: string;
  /** The content file (app/content/<language>/<content>.yaml) and where its `meta` sits in it. */
  content: { file: string; meta: readonly string[] };
  /** Listed in the sitemap and open to search engines; otherwise `noindex`. */
  indexed: boolean;
  /** Its share card, `/share/<shareCard>.png`. */
  shareCard: string;
  budget: PageBudget;
}

/** Shared by every page: one stylesheet set, one font, no image on the first screen. */
const COMMON_BUDGET = { css: 12 * KIB, fonts: 32 * KIB, largestEagerImage: 60 * KIB };

export const PAGES = {
  programme: {
    path: "/k-youth",
    module: "routes/k-youth.tsx",
    file: "k-youth/index.html",
    content: { file: "k-youth", meta: ["meta"] },
    indexed: true,
    shareCard: "k-youth",
    // React, react-dom and React Router alone are about 112 KiB of it.
    budget: { ...COMMON_BUDGET, html: 20 * KIB, js: 140 * KIB, total: 400 * KIB },
  },
  contact: {
    path: "/contact-us",
    module: "routes/contact-us.tsx",
    file: "contact-us/index.html",
    content: { file: "contact", meta: ["meta"] },
    indexed: true,
    shareCard: "contact-us",
    budget: { ...COMMON_BUDGET, html: 12 * KIB, js: 140 * KIB, total: 400 * KIB },
  },
  notFound: {
    path: "/404",
    module: "routes/not-found.tsx",
    file: "404.html",
    content: { file: "ui", meta: ["notFound", "meta"] },
    indexed: false,
    shareCard: "not-found",
    budget: { ...COMMON_BUDGET, html: 8 * KIB, js: 130 * KIB, total: 400 * KIB },
  },
} as const satisfies Record<string, PageEntry>;
export type PageKey = keyof typeof PAGES;

/** The home page, where `/` sends visitors. */
export const HOME_PATH = PAGES.programme.path;

/** `/` has no page of its own: hosts answer it with a 301, the build writes a redirect page. */
export const ROOT_REDIRECT = {
  from: "/",
  to: HOME_PATH,
  file: "index.html",
  // An inline replace and a meta refresh, nothing to download.
  budget: { html: 2 * KIB, css: 0, js: 0, fonts: 0, largestEagerImage: 0, total: 2 * KIB },
} as const;

export const pageEntries = Object.entries(PAGES) as [PageKey, PageEntry][];

/** A page's address in a language: `/k-youth` in English. */
function localizedPath(path: string, language: Language): string {
  return `${LANGUAGES[language].prefix}${path}`;
}

const languages = Object.keys(LANGUAGES) as Language[];

/** Every address that is a page, in every language, and `/`; any other path is not found. */
export function pagePaths(): string[] {
  return [
    ROOT_REDIRECT.from,
    ...languages.flatMap((language) =>
      pageEntries
        .filter(([key]) => key !== "notFound")
        .map(([, page]) => localizedPath(page.path, language)),
    ),
  ];
}

/** Every path React Router prerenders: the pages, and the not-found page of every language. */
export function prerenderPaths(): string[] {
  return [
    ...pagePaths(),
    ...languages.map((language) => localizedPath(PAGES.notFound.path, language)),
  ];
}
