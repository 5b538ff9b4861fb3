import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBrandColours } from "./brand-colours.ts";
import { projectRoot } from "#deploy/lib/paths.ts";

describe("brand colours", () => {
  it("are the palette tokens of the stylesheet", () => {
    const colours = readBrandColours(
      ":root { --indigo-900: #231F5C; --indigo-950: #000000; }\n".concat(
        ["indigo-700", "orange-500", "orange-400", "paper-50", "paper-0", "indigo-100"]
          .map((token) => `--${token}: #123456;`)
          .join("\n"),
      ),
    );
    expect(colours.brand).toBe("#231f5c");
    expect(colours.brandDeep).toBe("#000000");
    expect(colours.onBrandMuted).toBe("#123456");
  });

  it("stop the build, naming the token, when one is missing", () => {
    expect(() => readBrandColours(":root { --indigo-900: #231f5c; }")).toThrow(/--indigo-950/);
  });

  it("are the colours the favicon is drawn in", () => {
    const favicon = readFileSync(join(projectRoot, "public/favicon.svg"), "utf8");
    const colours = readBrandColours();
    expect(favicon).toContain(`fill="${colours.brand}"`);
    expect(favicon).toContain(`fill="${colours.accent}"`);
  });
});
