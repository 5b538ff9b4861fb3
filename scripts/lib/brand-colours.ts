import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { projectRoot } from "./paths.ts";

/**
 * The brand colours that leave the stylesheet (the browser's theme colour, the web app manifest,
 * the share cards, the PNG icons), read from the palette in app/styles/tokens.css, where the design
 * tokens are written once.
 */
const PALETTE_TOKENS = {
  /** The header and banner surface, the browser's theme colour. */
  brand: "indigo-900",
  /** The deep end of the share card's background. */
  brandDeep: "indigo-950",
  /** Secondary brand shapes. */
  brandLight: "indigo-700",
  /** The accent (the rising sun). */
  accent: "orange-500",
  /** Accent text on the brand surface. */
  accentLight: "orange-400",
  /** The page background, the manifest's splash colour. */
  surface: "paper-50",
  /** Text on the brand surface. */
  onBrand: "paper-0",
  /** Quiet text on the brand surface. */
  onBrandMuted: "indigo-100",
} as const;

export type BrandColours = Record<keyof typeof PALETTE_TOKENS, string>;

export function readBrandColours(
  tokensCss = readFileSync(join(projectRoot, "app/styles/tokens.css"), "utf8"),
): BrandColours {
  const entries = Object.entries(PALETTE_TOKENS).map(([role, token]) => {
    const value = new RegExp(`--${token}:\\s*(#[0-9a-f]{6});`, "i").exec(tokensCss)?.[1];
    if (!value) throw new Error(`app/styles/tokens.css: no hex colour for --${token} (${role})`);
    return [role, value.toLowerCase()];
  });
  return Object.fromEntries(entries) as BrandColours;
}

/** Gives the app the theme colour as `__THEME_COLOUR__`, so it is written only in tokens.css. */
export function brandColoursPlugin(): Plugin {
  return {
    name: "k-youth-brand-colours",
    config: () => ({ define: { __THEME_COLOUR__: JSON.stringify(readBrandColours().brand) } }),
  };
}
