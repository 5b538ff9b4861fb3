import { type Language, LANGUAGES, type LocalizedPage } from "#app/site-manifest.ts";

/**
 * Findability settings that are not content: share card geometry, the card and icon files the
 * build writes (scripts/lib/seo-build.ts) and the pages refer to, and length limits.
 */
export const SHARE_CARD = { width: 1200, height: 630, type: "image/png" } as const;

/** Where the build writes the share cards, under the site root. */
const SHARE_CARD_DIR = "/share";

/** A page's share card: `/share/k-youth.png`, `/share/ms/k-youth.png` for the Malay edition. */
export function shareCardPath({ page, language }: LocalizedPage): string {
  return `${SHARE_CARD_DIR}${LANGUAGES[language].prefix}/${page.shareCard}.png`;
}

/** PNG icons rendered from `public/favicon.svg` at build time. */
export const ICONS = {
  png32: { path: "/icons/icon-32.png", size: 32 },
  png192: { path: "/icons/icon-192.png", size: 192 },
  png512: { path: "/icons/icon-512.png", size: 512 },
  /** Full-bleed with the mark inside the safe zone, for launchers that crop to a shape. */
  maskable512: { path: "/icons/icon-maskable-512.png", size: 512 },
  /** iOS looks for this name at the root; opaque, because iOS rounds the corners itself. */
  appleTouch: { path: "/apple-touch-icon.png", size: 180 },
} as const;

/** Each language's web app manifest: `/manifest.webmanifest`, `/ms/manifest.webmanifest`. */
export function manifestPath(language: Language): string {
  return `${LANGUAGES[language].prefix}/manifest.webmanifest`;
}
export const SITEMAP_PATH = "/sitemap.xml";

/** Search results cut titles and descriptions around these lengths (the content schema enforces them). */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;
