import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { shortClassNames } from "./css-class-names.ts";

const CARD_CSS =
  ".card { padding: 1rem }\n.cardTitle, .card:hover .icon { color: red }\n@keyframes rise { to { opacity: 1 } }";

function sourceTree(files: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), "class-names-"));
  for (const file of files) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), "");
  }
  return root;
}

describe("short class names for the production build", () => {
  const root = sourceTree(["ui/card.module.css", "routes/home/home.module.css", "styles/base.css"]);
  const scopedName = shortClassNames(root);
  const cardFile = join(root, "ui/card.module.css");

  it("gives every class and keyframes of a file a different name", () => {
    const names = ["card", "cardTitle", "icon", "rise"].map((name) =>
      scopedName(name, cardFile, CARD_CSS),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9]*$/);
  });

  it("never gives two files the same name", () => {
    const homeFile = join(root, "routes/home/home.module.css");
    expect(scopedName("card", cardFile, CARD_CSS)).not.toBe(scopedName("card", homeFile, CARD_CSS));
  });

  it("names a class the same in every build, whatever the query Vite adds to the file", () => {
    expect(shortClassNames(root)("icon", `${cardFile}?used`, CARD_CSS)).toBe(
      scopedName("icon", cardFile, CARD_CSS),
    );
  });

  it("is shorter than the default, which repeats the class and a hash", () => {
    expect(scopedName("cardTitle", cardFile, CARD_CSS).length).toBeLessThan(
      "_cardTitle_1olep_2".length,
    );
  });

  it("names the file when it meets a module the build did not find", () => {
    expect(() => scopedName("card", join(root, "ui/new.module.css"), CARD_CSS)).toThrow(
      /ui\/new\.module\.css is not among the CSS modules/,
    );
  });
});
