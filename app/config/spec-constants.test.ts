import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COLLAPSE_TRANSITION_MS,
  PARTNER_LOGO_BOX,
  PARTNER_MARQUEE_DURATION_S,
  PARTNER_SLIDER_WIDTH_PX,
  SCROLL_MARGIN_PX,
} from "./spec-constants.ts";

const tokens = readFileSync(join(import.meta.dirname, "../styles/tokens.css"), "utf8");

function token(name: string): string | undefined {
  return tokens.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1];
}

describe("spec constants", () => {
  it("the CSS copies equal the TypeScript ones", () => {
    expect(token("scroll-margin")).toBe(`${SCROLL_MARGIN_PX}px`);
    expect(token("collapse-duration")).toBe(`${COLLAPSE_TRANSITION_MS}ms`);
    expect(token("marquee-duration")).toBe(`${PARTNER_MARQUEE_DURATION_S}s`);
    expect(token("partner-slot-width")).toBe(`${PARTNER_SLIDER_WIDTH_PX}px`);
    expect(token("partner-logo-width")).toBe(`${PARTNER_LOGO_BOX.width}px`);
    expect(token("partner-logo-height")).toBe(`${PARTNER_LOGO_BOX.height}px`);
  });
});
