// The small part of opentype.js (which ships no types) that scripts/lib/share-card.ts uses.
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
    getKerningValue(left: Glyph, right: Glyph): number;
    unitsPerEm: number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
