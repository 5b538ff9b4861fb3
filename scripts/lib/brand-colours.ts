import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { projectRoot } from "#deploy/lib/paths.ts";

/**
 * The brand colours used outside the stylesheet (theme colour, web app manifest, share cards,
 * icons), read from the palette in app/styles/tokens.css, where they are written once.
 */
const PALETTE_TOKENS = {
  brand: "indigo-900", // header and banner surface, the theme colour
  brandDeep: "indigo-950",
  brandLight: "indigo-700",
  accent: "orange-500",
  accentLight: "orange-400",
  surface: "paper-50", // page background, the manifest's splash colour
  onBrand: "paper-0",
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
