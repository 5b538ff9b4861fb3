import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

const MODULE_FILE = /\.module\.css$/;
/** Class selectors and keyframes: what CSS Modules gives a name of its own in a file. */
const LOCAL_NAME = /\.(-?[A-Za-z_][\w-]*)|@keyframes\s+(-?[A-Za-z_][\w-]*)/g;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

type ScopedNameGenerator = (name: string, filename: string, css: string) => string;

function moduleFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => MODULE_FILE.test(file))
    .map((file) => file.split(sep).join("/"))
    .sort();
}

/** `index` written in letters, `width` of them, so it never starts a class name with a digit. */
function letters(index: number, width: number): string {
  let written = "";
  for (let rest = index, place = 0; place < width; place++, rest = Math.floor(rest / 26)) {
    written = LETTERS[rest % 26] + written;
  }
  return written;
}

/**
 * Short class names for the production build. The default (`_title_1olep_12`) repeats the
 * readable name and a hash in every element of every page, and the pages carry the whole
 * stylesheet; the programme page's compressed HTML was about 2.6 KB over what it is with these,
 * enough for a third round trip before the first paint on a slow connection (docs/benchmarks.md).
 *
 * A name is the module file's place among the sorted `*.module.css` files under `sourceRoot`
 * (letters, all of one width), then the name's place among the names of its file (base 36).
 * Both follow from the source alone, so the client build and the prerender agree, and names of
 * two files can never meet. Development keeps the readable default.
 */
export function shortClassNames(sourceRoot: string): ScopedNameGenerator {
  const files = moduleFiles(sourceRoot);
  const width = Math.max(1, Math.ceil(Math.log(files.length) / Math.log(LETTERS.length)));
  const fileIds = new Map(files.map((file, index) => [file, letters(index, width)]));
  return (name, filename, css) => {
    const file = relative(sourceRoot, filename.split("?")[0] ?? filename)
      .split(sep)
      .join("/");
    const fileId = fileIds.get(file);
    if (fileId === undefined) {
      throw new Error(
        `${join(sourceRoot, file)} is not among the CSS modules found when the build started`,
      );
    }
    const names = [
      ...new Set(Array.from(css.matchAll(LOCAL_NAME), ([, local, kept]) => local ?? kept)),
    ];
    const place = names.indexOf(name);
    if (place === -1)
      throw new Error(`${join(sourceRoot, file)} has no class or keyframes "${name}"`);
    return `${fileId}${place.toString(36)}`;
  };
}
