/**
 * Every page of the site, in every language, in one place. The route table (app/routes.ts), the
 * prerender list, the share cards, the sitemap, the budgets, the Lighthouse benchmark and the
 * screenshot script all read it; links in the code use `pagePath(key, language)`.
 *
 * Adding a page: one entry in `PAGES` and one route module under app/routes/. Adding a language:
 * one entry in `LANGUAGES` and a content folder app/content/<language>/ with the same files.
 */

/**
 * Each language: its address prefix, its BCP 47 tag, and its name in itself with the short form
 * Malaysian sites use (for the language switch).
 */
export const LANGUAGES = {
  en: { prefix: "", tag: "en-MY", name: "English", short: "EN" },
  ms: { prefix: "/ms", tag: "ms-MY", name: "Bahasa Melayu", short: "BM" },
} as const;
export type Language = keyof typeof LANGUAGES;
/** The language of every address without a language prefix, and of `x-default`. */
export const DEFAULT_LANGUAGE: Language = "en";
export const languages = Object.keys(LANGUAGES) as Language[];

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
  /** The content file (app/content/<language>/<content>.yaml) and where its `meta` sits in it. */
  content: { file: string; meta: readonly string[] };
  /** Listed in the sitemap and open to search engines; otherwise `noindex`. */
  indexed: boolean;
  /** Its share card's name (app/config/seo.ts makes it an address per language). */
  shareCard: string;
  budget: PageBudget;
}

/**
 * Shared by every page: the site's whole stylesheet inside its HTML (no stylesheet to fetch, about
 * 11 KiB of every HTML budget), one font cut to the content's characters (17.1 KiB in both
 * languages), no image on the first screen.
 */
const COMMON_BUDGET = { css: 0, fonts: 20 * KIB, largestEagerImage: 60 * KIB };

export const PAGES = {
  programme: {
    path: "/k-youth",
    module: "routes/programme/route.tsx",
    content: { file: "programme", meta: ["meta"] },
    indexed: true,
    shareCard: "k-youth",
    // React, react-dom and React Router alone are about 112 KiB of the JavaScript. The HTML carries
    // the page's content twice, as markup and as the data React hydrates from (decision 106), and
    // the site's CSS, the Share lists' links, which work before the scripts run (decision 012), and
    // the state of applications in four places with every intake's dates (decision 122), in a
    // variant for every moment of the intakes, so the first paint shows the visitor's (decision
    // 144: 2.4 KiB on /ms/k-youth with one intake). Its JavaScript is 139.4 KiB in the build the
    // checks measure (field metrics on); all of it loads after the first paint.
    budget: { ...COMMON_BUDGET, html: 45 * KIB, js: 141 * KIB, total: 400 * KIB },
  },
  contact: {
    path: "/contact-us",
    module: "routes/contact/route.tsx",
    content: { file: "contact", meta: ["meta"] },
    indexed: true,
    shareCard: "contact-us",
    // Sized for the heavier twin, the Malay page (23.1 KiB when the Malay edition landed).
    budget: { ...COMMON_BUDGET, html: 24 * KIB, js: 140 * KIB, total: 400 * KIB },
  },
  eligibility: {
    path: "/k-youth/eligibility",
    module: "routes/eligibility/route.tsx",
    content: { file: "eligibility", meta: ["meta"] },
    indexed: true,
    shareCard: "eligibility",
    // Its questions, rules and results are all in its data: the check runs in the browser. The
    // state of applications and the result's words come in a variant for every moment of the
    // intakes (decision 144: 1.3 KiB with one intake).
    budget: { ...COMMON_BUDGET, html: 25 * KIB, js: 140 * KIB, total: 400 * KIB },
  },
  accessibility: {
    path: "/accessibility",
    module: "routes/accessibility/route.tsx",
    content: { file: "accessibility", meta: ["meta"] },
    indexed: true,
    shareCard: "accessibility",
    budget: { ...COMMON_BUDGET, html: 23 * KIB, js: 140 * KIB, total: 400 * KIB },
  },
  notFound: {
    path: "/404",
    module: "routes/not-found/route.tsx",
    content: { file: "ui", meta: ["notFound", "meta"] },
    indexed: false,
    shareCard: "not-found",
    // Sized for the heavier twin, the Malay page (18.2 KiB when the Malay edition landed).
    budget: { ...COMMON_BUDGET, html: 19 * KIB, js: 130 * KIB, total: 400 * KIB },
  },
} as const satisfies Record<string, PageEntry>;
export type PageKey = keyof typeof PAGES;

const pageEntries = Object.entries(PAGES) as [PageKey, PageEntry][];

/** A page's address in a language: `/k-youth` in English, `/ms/k-youth` in Malay. */
export function pagePath(key: PageKey, language: Language): string {
  return `${LANGUAGES[language].prefix}${PAGES[key].path}`;
}

/** The home page of a language, where its bare prefix (`/`, `/ms`) sends visitors. */
export function homePath(language: Language): string {
  return pagePath("programme", language);
}

/** The same address in another language: `/k-youth` and `/ms/k-youth` are each other's. */
export function translatePath(pathname: string, to: Language): string {
  const { prefix } = LANGUAGES[languageOfPath(pathname)];
  const rest = pathname.slice(prefix.length).replace(/\/+$/, "");
  return `${LANGUAGES[to].prefix}${rest}` || "/";
}

/** The route id of a page in a language (app/routes.ts): `ms/programme`. */
export function routeId(language: Language, key: PageKey): string {
  return `${language}/${key}`;
}

/** The language an address belongs to: its first segment when that is a language prefix. */
export function languageOfPath(pathname: string): Language {
  const found = languages.find((language) => {
    const { prefix } = LANGUAGES[language];
    return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
  return found ?? DEFAULT_LANGUAGE;
}

/** One page in one language, as the build writes it. */
export interface LocalizedPage {
  key: PageKey;
  language: Language;
  page: PageEntry;
  /** Its address: `/ms/k-youth`; the not-found page's is where React Router renders it. */
  path: string;
  /** The file the build writes under build/client: `ms/k-youth/index.html`, `ms/404.html`. */
  file: string;
}

export function localizedPage(key: PageKey, language: Language): LocalizedPage {
  const path = pagePath(key, language);
  return {
    key,
    language,
    page: PAGES[key],
    path,
    file: key === "notFound" ? `${path.slice(1)}.html` : `${path.slice(1)}/index.html`,
  };
}

/** Every page in every language, languages in order. */
export const localizedPages: readonly LocalizedPage[] = languages.flatMap((language) =>
  pageEntries.map(([key]) => localizedPage(key, language)),
);

/**
 * Bare language prefixes have no page of their own: hosts answer them with a 301 to the
 * language's home page; for `/` the build also writes a redirect page.
 */
export const LANGUAGE_ROOT_REDIRECTS: readonly { from: string; to: string }[] = languages.flatMap(
  (language) => {
    const { prefix } = LANGUAGES[language];
    const to = homePath(language);
    return prefix === ""
      ? [{ from: "/", to }]
      : [
          { from: prefix, to },
          { from: `${prefix}/`, to },
        ];
  },
);

/** The page `/` prerenders: an inline replace and a meta refresh, nothing to download. */
export const ROOT_REDIRECT_PAGE = {
  file: "index.html",
  budget: { html: 2 * KIB, css: 0, js: 0, fonts: 0, largestEagerImage: 0, total: 2 * KIB },
} as const;

/** Every address that is a page, in every language, and `/`; any other path is not found. */
export function pagePaths(): string[] {
  return ["/", ...localizedPages.filter(({ key }) => key !== "notFound").map(({ path }) => path)];
}

/**
 * The page an address names when only its letter case is wrong (`/MS/K-Youth`), or null. Hosts
 * answer such addresses with the not-found page, while the browser's router matches paths
 * without regard to case, so the browser goes to the real page instead of hydrating a mismatch.
 */
export function miscasedPagePath(pathname: string): string | null {
  const wanted = pathname.toLowerCase();
  const page = pagePaths().find((path) => path.toLowerCase() === wanted);
  return page !== undefined && page !== pathname ? page : null;
}

/** Every path React Router prerenders: the pages, and the not-found page of every language. */
export function prerenderPaths(): string[] {
  return [
    ...pagePaths(),
    ...localizedPages.filter(({ key }) => key === "notFound").map(({ path }) => path),
  ];
}
