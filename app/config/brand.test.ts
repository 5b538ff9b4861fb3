import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_COLOUR_TOKENS, BRAND_COLOURS } from "./brand.ts";

const tokens = readFileSync(join(import.meta.dirname, "../styles/tokens.css"), "utf8");
const favicon = readFileSync(join(import.meta.dirname, "../../public/favicon.svg"), "utf8");

describe("brand colours", () => {
  it.each(Object.entries(BRAND_COLOUR_TOKENS))("%s equals the --%s token", (key, token) => {
    const value = tokens.match(new RegExp(`--${token}:\\s*([^;]+);`))?.[1];
    expect(value).toBe(BRAND_COLOURS[key as keyof typeof BRAND_COLOURS]);
  });

  it("the favicon is drawn in the brand colours", () => {
    expect(favicon).toContain(`fill="${BRAND_COLOURS.brand}"`);
    expect(favicon).toContain(`fill="${BRAND_COLOURS.accent}"`);
  });
});
