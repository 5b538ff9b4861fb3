import type { Page } from "@playwright/test";
import type { Language } from "#app/site-manifest.ts";

/**
 * WCAG 3.1.2, Language of Parts, checked against each page's twin in the other language. A word
 * of a page that its twin also uses, outside any element marked with the twin's language, is a
 * word the translation left behind: "Level" in the Malay address, "carousel" read out by a screen
 * reader, the English programme name in a Malay title. Names and technical terms are exempt
 * (WCAG's own exception): the people's and companies' names the page marks `translate="no"`, and
 * the names in the lists below, with the few words both languages spell alike. The lists are the
 * only place they are kept.
 */

/**
 * Proper names and technical terms, the same in every language. Each is taken out as a whole
 * phrase before a text is read, so "Maps" alone is still a word, "Google Maps" a name.
 */
const NAMES = [
  "K-Youth",
  "Kuala Lumpur",
  "Jalan Ipoh",
  "Wisma K-Youth",
  "Malaysia",
  "Microsoft",
  "Google Maps",
  "Google",
  "Gemini",
  "WhatsApp",
  "Telegram",
  "LinkedIn",
  "Facebook",
  "Instagram",
  "YouTube",
  "EmailJS",
  "JavaScript",
  "WCAG",
  "AA",
  "axe-core",
  "NVDA",
  "TalkBack",
  "VoiceOver",
  "HTML",
  "PDF",
  // Browsers the accessibility statement says the site is tested in.
  "Chromium",
  "Chrome",
  "Firefox",
  "PROTEGE",
  "MySTEP",
  "SPM",
  "STPM",
  // On-the-job training: the abbreviation Malaysians say and search for, in both languages.
  "OJT",
  "AI",
  // Keys on the keyboard, named as they are printed on it.
  "Enter",
  "Esc",
] as const;

/**
 * Malay words spelt as an English word (Kamus Dewan has each): borrowed, months both calendars
 * name alike, and "had" (a limit), which only looks English. They pass wherever they stand;
 * anything else a twin shares is a leftover.
 */
const SHARED_WORDS = [
  "data",
  "digital",
  "diploma",
  "format",
  "mentor",
  "menu",
  "minimum",
  "resume",
  "standard",
  "tab",
  "web",
  // Of the twelve, April, September and November are spelt alike in Malay and English.
  "april",
  "september",
  "november",
  "had",
];

/** A text a visitor sees or hears, where it is, and the language it is in. */
export interface ReadText {
  where: string;
  text: string;
  lang: string;
}

/**
 * Every text a visitor reads or hears on the page: the text of the body (hidden parts too, which
 * screen readers or later states reveal), the attributes assistive technology reads, the title,
 * the description and link-preview tags, the names in the JSON-LD, and the name the web app
 * manifest gives the site. Each with the language of the element it sits in. Names the page marks
 * `translate="no"` are left out.
 */
export async function readTexts(page: Page): Promise<ReadText[]> {
  return page.evaluate(async () => {
    const pageLang = document.documentElement.lang;
    const langOf = (element: Element) => element.closest("[lang]")?.getAttribute("lang") ?? "";
    const texts: ReadText[] = [];
    const add = (where: string, text: string | null | undefined, lang = pageLang) => {
      const trimmed = text?.replace(/\s+/g, " ").trim();
      if (trimmed) texts.push({ where, text: trimmed, lang });
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // What noscript holds is shown only without JavaScript; the no-JavaScript suite reads it.
      if (!parent || parent.closest('script, style, noscript, template, [translate="no"]'))
        continue;
      add(`<${parent.localName}>`, node.textContent, langOf(parent));
    }

    const spoken = [
      "aria-label",
      "aria-roledescription",
      "aria-description",
      "aria-placeholder",
      "aria-valuetext",
      "alt",
      "title",
      "placeholder",
    ];
    for (const element of document.body.querySelectorAll(
      ':not([translate="no"], [translate="no"] *)',
    )) {
      for (const name of spoken) {
        add(`<${element.localName} ${name}>`, element.getAttribute(name), langOf(element));
      }
    }

    add("<title>", document.title);
    const described =
      /^(description|og:(title|description|site_name|image:alt)|twitter:(title|description|image:alt))$/;
    for (const meta of document.head.querySelectorAll("meta")) {
      const key = meta.getAttribute("property") ?? meta.getAttribute("name") ?? "";
      if (described.test(key)) add(`<meta ${key}>`, meta.getAttribute("content"));
    }

    const names = (value: unknown): string[] => {
      if (Array.isArray(value)) return value.flatMap(names);
      if (typeof value !== "object" || value === null) return [];
      return Object.entries(value).flatMap(([key, child]) =>
        (key === "name" || key === "alternateName") && typeof child === "string"
          ? [child]
          : names(child),
      );
    };
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      for (const name of names(JSON.parse(script.textContent ?? "null"))) add("JSON-LD name", name);
    }

    // The manifest a page links to speaks for the page: it must be in the page's language.
    const manifestHref = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
    if (manifestHref) {
      const manifest = (await (await fetch(manifestHref)).json()) as Record<string, unknown>;
      for (const key of ["name", "short_name"]) add(`manifest ${key}`, String(manifest[key] ?? ""));
    }
    return texts;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NAME_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}-])(${[...NAMES]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})(?![\\p{L}\\p{N}-])`,
  "giu",
);
/** Email addresses, web addresses and host names: not words of any language. */
const ADDRESS = /\S+@\S+|https?:\/\/\S+|[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+/gu;
const SHARED = new Set(SHARED_WORDS);

/**
 * The words of a text that could belong to a language: names and addresses taken out, and words
 * with digits (RM2,500, SL1M, W3C) or of one letter left aside, since they say nothing of it.
 */
function wordsOf(text: string): string[] {
  const words =
    text
      .replace(ADDRESS, " ")
      .replace(NAME_PATTERN, " ")
      .match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];
  return words
    .map((word) => word.replace(/['’-]+$/, "").toLowerCase())
    .filter((word) => word.length > 1 && !/\p{N}/u.test(word));
}

const isIn = (lang: string, language: Language) => lang.toLowerCase().split("-")[0] === language;

/**
 * The texts of a page in `language` that use words its twin in `twinLanguage` uses, each with
 * those words: every one is either untranslated or needs an element marking its language.
 */
export function wordsLeftFromTwin(
  page: readonly ReadText[],
  language: Language,
  twin: readonly ReadText[],
  twinLanguage: Language,
): string[] {
  const twinWords = new Set(
    twin.filter(({ lang }) => isIn(lang, twinLanguage)).flatMap(({ text }) => wordsOf(text)),
  );
  const found = page
    .filter(({ lang }) => isIn(lang, language))
    .flatMap(({ where, text }) => {
      const left = [...new Set(wordsOf(text))].filter(
        (word) => twinWords.has(word) && !SHARED.has(word),
      );
      return left.length > 0 ? [`${where} "${text}": ${left.join(", ")}`] : [];
    });
  return [...new Set(found)];
}
