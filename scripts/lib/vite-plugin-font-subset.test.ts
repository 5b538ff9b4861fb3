import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import opentype from "opentype.js";
import { describe, expect, it } from "vitest";
import { contentFiles, readYaml } from "#app/content/content-files.ts";
import { projectRoot } from "#deploy/lib/paths.ts";
import {
  cutFont,
  fontSubsetPlugin,
  siteCharacters,
  unicodeRange,
} from "./vite-plugin-font-subset.ts";

const FONTS_CSS = join(projectRoot, "app/styles/fonts.css");
const SOURCE =
  "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2";

/** Runs the plugin's transform on fonts.css as Vite would. */
async function transformFontsCss(): Promise<string> {
  const { transform } = fontSubsetPlugin();
  if (!transform || typeof transform !== "object") throw new Error("no transform");
  const context = {
    addWatchFile() {},
    error(message: string): never {
      throw new Error(message);
    },
  };
  const handler = transform.handler as unknown as (
    this: typeof context,
    code: string,
    id: string,
  ) => Promise<{ code: string }>;
  return (await handler.call(context, readFileSync(FONTS_CSS, "utf8"), FONTS_CSS)).code;
}

describe("the site font, cut to the content", () => {
  it("names runs of neighbouring characters as ranges", () => {
    expect(unicodeRange(["a", "b", "c", "e", "\u201C", "\u201D"])).toBe(
      "U+61-63, U+65, U+201C-201D",
    );
  });

  it("keeps every character of every content string, in both languages, and all of ASCII", () => {
    const characters = new Set(siteCharacters());
    const strings: string[] = [];
    const visit = (value: unknown): void => {
      if (typeof value === "string") strings.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(visit);
    };
    contentFiles().forEach((file) => visit(readYaml(file)));
    const missing = [...strings.join("").replace(/[\n\r\t]/g, "")].filter(
      (c) => !characters.has(c),
    );
    expect(missing).toEqual([]);
    expect(characters.has("~")).toBe(true);
    expect([...characters].filter((character) => /\p{Cc}/u.test(character))).toEqual([]);
  });

  it("has a glyph for each of those characters and keeps the weight axis", async () => {
    const characters = siteCharacters();
    const buffer = await cutFont(SOURCE, characters, "truetype");
    const font = opentype.parse(new Uint8Array(buffer).buffer);
    expect(characters.filter((character) => font.charToGlyphIndex(character) === 0)).toEqual([]);
    const axes = (font.tables.fvar as { axes: { tag: string }[] } | undefined)?.axes;
    expect(axes?.map((axis) => axis.tag)).toEqual(["wght"]);
  });

  it("points fonts.css at the cut font, smaller than the package's, with its exact range", async () => {
    const css = await transformFontsCss();
    const url = /url\("([^"]+\.woff2)"\)/.exec(css)?.[1] ?? "";
    const cut = join(dirname(FONTS_CSS), url);
    expect(existsSync(cut)).toBe(true);
    const original = createRequire(import.meta.url).resolve(SOURCE);
    expect(statSync(cut).size).toBeLessThan(statSync(original).size * 0.8);
    expect(css).toContain(`unicode-range: ${unicodeRange(siteCharacters())};`);
    expect(css).not.toMatch(/url\("@fontsource/);
  });
});
