import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype, { type Font, type Glyph } from "opentype.js";
import sharp from "sharp";
import { SHARE_CARD } from "#app/config/seo.ts";
import { readBrandColours } from "./brand-colours.ts";

// Share cards (decision 090): an SVG template in the brand colours, every word outlined with
// opentype.js from the @fontsource files, so the PNG is the same on any machine.
const require = createRequire(import.meta.url);

function loadFont(weight: 500 | 600 | 800): Font {
  const file = require.resolve(
    `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
  );
  const bytes = readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

let fonts: { heading: Font; label: Font; small: Font } | undefined;
function cardFonts() {
  fonts ??= { heading: loadFont(800), label: loadFont(600), small: loadFont(500) };
  return fonts;
}

/** `heading` is the page's `meta.shareHeading`; `shortName` sits beside the logo. */
export interface ShareCardText {
  heading: string;
  programme: string;
  shortName: string;
  host: string;
}

const MARGIN = 80;
const HEADING_WIDTH = 720; // clear of the rising sun on the right
const HEADING_SIZES = [72, 64, 58, 52] as const;
const MAX_HEADING_LINES = 3;
// The heading and programme name sit between the logo row and the host line.
const BLOCK_TOP = 190;
const BLOCK_BOTTOM = 490;
const PROGRAMME_GAP = 66;

/** Glyphs by advance and kerning: opentype.js's own shaping stops on this font's tables. */
function layout(font: Font, text: string, size: number) {
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((character) => font.charToGlyph(character));
  const offsets: number[] = [];
  let x = 0;
  glyphs.forEach((glyph, index) => {
    offsets.push(x);
    x += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[index + 1];
    // Pairs the font has no kerning for come back as undefined, not 0.
    const kerning = next ? font.getKerningValue(glyph, next) : 0;
    if (Number.isFinite(kerning)) x += kerning * scale;
  });
  return { glyphs, offsets, width: x };
}

/** Greedy line breaking by measured advance widths; a single over-long word gets its own line. */
function wrapText(font: Font, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && layout(font, candidate, size).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest heading size at which the heading fits in three lines within the width. */
function fitHeading(font: Font, text: string): { size: number; lines: string[] } {
  for (const size of HEADING_SIZES) {
    const lines = wrapText(font, text, size, HEADING_WIDTH);
    const widest = Math.max(...lines.map((line) => layout(font, line, size).width));
    if (lines.length <= MAX_HEADING_LINES && widest <= HEADING_WIDTH) return { size, lines };
  }
  throw new Error(
    `Share card heading "${text}" does not fit in ${MAX_HEADING_LINES} lines; shorten meta.shareHeading`,
  );
}

/** SVG path data of a glyph at (x, baseline); opentype.js's getPath gives NaN once cached. */
function outline(glyph: Glyph, x: number, baseline: number, scale: number): string {
  const px = (value = 0) => (x + value * scale).toFixed(2);
  const py = (value = 0) => (baseline - value * scale).toFixed(2);
  return glyph.path.commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${px(command.x)} ${py(command.y)}`;
        case "Q":
          return `Q${px(command.x1)} ${py(command.y1)} ${px(command.x)} ${py(command.y)}`;
        case "C":
          return `C${px(command.x1)} ${py(command.y1)} ${px(command.x2)} ${py(command.y2)} ${px(command.x)} ${py(command.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}

function textPath(font: Font, text: string, x: number, y: number, size: number, fill: string) {
  const { glyphs, offsets } = layout(font, text, size);
  const scale = size / font.unitsPerEm;
  const d = glyphs
    .map((glyph, index) => outline(glyph, x + (offsets[index] ?? 0), y, scale))
    .join("");
  return `<path fill="${fill}" d="${d}"/>`;
}

/** The logo mark of public/favicon.svg (a 48x48 drawing), placed and scaled. */
function logoMark(faviconSvg: string, x: number, y: number, size: number): string {
  const inner = faviconSvg
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "");
  return `<g transform="translate(${x} ${y}) scale(${size / 48})">${inner}</g>`;
}

/** The card as SVG: every word already outlined, no fonts or external references needed. */
export function shareCardSvg(text: ShareCardText, faviconSvg: string): string {
  const { width, height } = SHARE_CARD;
  const c = readBrandColours();
  const f = cardFonts();
  const heading = fitHeading(f.heading, text.heading);
  const lineHeight = Math.round(heading.size * 1.14);
  // The heading and the programme name are centred, as one block, between the logo row and the
  // host line. Plus Jakarta Sans capitals are about 0.72 em tall.
  const capHeight = heading.size * 0.72;
  const blockHeight = capHeight + (heading.lines.length - 1) * lineHeight + PROGRAMME_GAP;
  const headingTop = BLOCK_TOP + (BLOCK_BOTTOM - BLOCK_TOP - blockHeight) / 2 + capHeight;
  const headingPaths = heading.lines
    .map((line, index) =>
      textPath(f.heading, line, MARGIN, headingTop + index * lineHeight, heading.size, c.onBrand),
    )
    .join("");
  const lastBaseline = headingTop + (heading.lines.length - 1) * lineHeight;

  // The rising sun of the logo, large, half below the bottom right corner.
  const sunX = 1030;
  const sunY = 590;
  const rays = [
    [sunX, sunY - 250, sunX, sunY - 200],
    [sunX - 177, sunY - 177, sunX - 141, sunY - 141],
    [sunX + 177, sunY - 177, sunX + 141, sunY - 141],
    [sunX - 250, sunY, sunX - 200, sunY],
  ]
    .map(
      ([x1, y1, x2, y2]) =>
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c.accentLight}" stroke-width="16" stroke-linecap="round"/>`,
    )
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${c.brand}"/>
<stop offset="1" stop-color="${c.brandDeep}"/>
</linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${sunX}" cy="${sunY}" r="165" fill="${c.accent}"/>
${rays}
<path d="M700 ${height} L${sunX - 110} ${sunY + 10} Q${sunX} ${sunY - 40} ${sunX + 110} ${sunY + 10} L${width} ${height - 40} L${width} ${height} Z" fill="${c.brandLight}"/>
<path d="M${sunX - 60} ${sunY + 50} l60 -60 l60 60" stroke="${c.onBrand}" stroke-width="16" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
<rect x="${MARGIN - 1}" y="63" width="74" height="74" rx="18" fill="none" stroke="${c.onBrandMuted}" stroke-opacity="0.35" stroke-width="2"/>
${logoMark(faviconSvg, MARGIN, 64, 72)}
${textPath(f.label, text.shortName, MARGIN + 92, 112, 34, c.onBrand)}
<rect x="${MARGIN}" y="${headingTop - capHeight - 36}" width="96" height="8" rx="4" fill="${c.accent}"/>
${headingPaths}
${textPath(f.label, text.programme, MARGIN, lastBaseline + PROGRAMME_GAP, 30, c.accentLight)}
${textPath(f.small, text.host, MARGIN, height - 64, 28, c.onBrandMuted)}
</svg>`;
}

export async function renderShareCard(
  text: ShareCardText,
  faviconSvg: string,
  file: string,
): Promise<void> {
  await sharp(Buffer.from(shareCardSvg(text, faviconSvg)))
    .png({ compressionLevel: 9, palette: false })
    .toFile(file);
}
