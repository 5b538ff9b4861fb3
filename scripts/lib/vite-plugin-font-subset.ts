import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, relative } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { contentFiles, readYaml } from "#app/content/content-files.ts";
import { projectRoot } from "#deploy/lib/paths.ts";

const require = createRequire(import.meta.url);
const FONT_FACES = /@font-face\s*\{[^}]*\}/g;
const PACKAGE_URL = /url\("(@fontsource[^"]+\.woff2)"\)/;
const UNICODE_RANGE = /unicode-range:[^;]+;/;
const SUBSET_DIR = join(projectRoot, "node_modules/.cache/k-youth-fonts");

/** Printable ASCII, whatever the content says: visitors type it, and numbers are formatted in it. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index));

/** Every character the site can show: ASCII and each character of every content file's values. */
export function siteCharacters(): string[] {
  // Parsed, so a YAML escape counts as the character it stands for; JSON escapes line breaks.
  const values = contentFiles().map((file) => JSON.stringify(readYaml(file)));
  const found = new Set([...ASCII, ...values.join("")]);
  return [...found].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0));
}

/** A CSS `unicode-range` naming exactly these characters, runs of neighbours as ranges. */
export function unicodeRange(characters: readonly string[]): string {
  const points = characters.map((character) => character.codePointAt(0) ?? 0);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

/** A Fontsource font cut down to these characters, with every variation axis kept. */
export async function cutFont(
  source: string,
  characters: readonly string[],
  targetFormat: "woff2" | "truetype" = "woff2",
): Promise<Buffer> {
  return subsetFont(readFileSync(require.resolve(source)), characters.join(""), { targetFormat });
}

/**
 * Each `@font-face` of a Fontsource WOFF2 gets a copy of the font cut down to the characters the
 * content uses (about a third fewer bytes), and a `unicode-range` of exactly those, so a
 * character outside it (typed by a visitor, or added to the content without a rebuild) is drawn
 * by the fallback face instead of going missing. Editing the content recomputes it.
 */
export function fontSubsetPlugin(): Plugin {
  return {
    name: "k-youth-font-subset",
    enforce: "pre",
    transform: {
      filter: { id: /\/app\/styles\/fonts\.css$/ },
      async handler(css, file) {
        for (const content of contentFiles()) this.addWatchFile(content);
        const characters = siteCharacters();
        const cutFace = async (face: string) => {
          const source = PACKAGE_URL.exec(face)?.[1];
          if (!source) return face;
          if (!UNICODE_RANGE.test(face)) this.error(`${file}: give ${source} a unicode-range`);
          const subset = await cutFont(source, characters);
          // Vite names the built file by its content, so a subset that changes is a new file.
          const cut = join(SUBSET_DIR, basename(source));
          mkdirSync(SUBSET_DIR, { recursive: true });
          writeFileSync(cut, subset);
          return face
            .replace(PACKAGE_URL, `url("${relative(dirname(file), cut)}")`)
            .replace(UNICODE_RANGE, `unicode-range: ${unicodeRange(characters)};`);
        };
        const faces = await Promise.all(
          [...css.matchAll(FONT_FACES)].map(([face]) => cutFace(face)),
        );
        return { code: css.replace(FONT_FACES, () => faces.shift() ?? ""), map: null };
      },
    },
  };
}
