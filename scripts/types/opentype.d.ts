// The small part of opentype.js (which ships no types) that scripts/lib/share-card.ts uses, and
// the font subset's test.
declare module "opentype.js" {
  export interface PathCommand {
    type: "M" | "L" | "Q" | "C" | "Z";
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommand[];
  }
  export interface Glyph {
    advanceWidth?: number;
    path: Path; // font units, y up
  }
  export interface Font {
    charToGlyph(character: string): Glyph;
    /** 0 when the font has no glyph for the character. */
    charToGlyphIndex(character: string): number;
    tables: { fvar?: { axes: { tag: string }[] } };
    getKerningValue(left: Glyph, right: Glyph): number;
    unitsPerEm: number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
