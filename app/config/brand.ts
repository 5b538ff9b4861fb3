/**
 * The brand colours that leave the stylesheet: the browser's theme colour, the web app manifest,
 * the share cards and the PNG icons. Copies of palette tokens in `app/styles/tokens.css`; a unit
 * test keeps them equal.
 */
export const BRAND_COLOURS = {
  /** `--indigo-900`: the header and banner surface, the browser's theme colour. */
  brand: "#231f5c",
  /** `--indigo-950`: the deep end of the share card's background. */
  brandDeep: "#17143d",
  /** `--indigo-700`: secondary brand shapes. */
  brandLight: "#3d379b",
  /** `--orange-500`: the accent (the rising sun). */
  accent: "#f7781e",
  /** `--orange-400`: accent text on the brand surface. */
  accentLight: "#fb9448",
  /** `--paper-50`: the page background, the manifest's splash colour. */
  surface: "#fbfaf7",
  /** `--paper-0`: text on the brand surface. */
  onBrand: "#ffffff",
  /** `--indigo-100`: quiet text on the brand surface. */
  onBrandMuted: "#e6e4fb",
} as const;

/** Which palette token each brand colour copies. */
export const BRAND_COLOUR_TOKENS: Readonly<Record<keyof typeof BRAND_COLOURS, string>> = {
  brand: "indigo-900",
  brandDeep: "indigo-950",
  brandLight: "indigo-700",
  accent: "orange-500",
  accentLight: "orange-400",
  surface: "paper-50",
  onBrand: "paper-0",
  onBrandMuted: "indigo-100",
};

export const THEME_COLOUR = BRAND_COLOURS.brand;
