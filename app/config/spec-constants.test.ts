import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const appDir = join(import.meta.dirname, "..");
const tokens = readFileSync(join(appDir, "styles/tokens.css"), "utf8");

/** The specification's constants that only the styles read (its section 9), by token. */
const SPEC_STYLE_CONSTANTS = {
  "--scroll-margin": "80px",
  "--collapse-duration": "300ms",
  "--marquee-duration": "40s",
  "--partner-slot-width": "275px",
  "--partner-logo-width": "200px",
  "--partner-logo-height": "100px",
};

function specBlock(): Record<string, string> {
  const block = /\/\* Spec constants[^*]*\*\/([^]*?)\n\s*\n/.exec(tokens)?.[1] ?? "";
  return Object.fromEntries(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = "", value = ""]) => [
      name,
      value,
    ]),
  );
}

const stylesheets = readdirSync(appDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => readFileSync(join(appDir, file), "utf8"));

describe("the specification's numbers in the styles", () => {
  it("are written once, in the tokens' spec block, with the specification's values", () => {
    expect(specBlock()).toEqual(SPEC_STYLE_CONSTANTS);
    // Reduced motion may set a duration to 0; the specified value itself is written once.
    for (const [name, value] of Object.entries(SPEC_STYLE_CONSTANTS)) {
      expect(tokens.split(`${name}: ${value};`), name).toHaveLength(2);
    }
  });

  it("are each read by a stylesheet through the token", () => {
    for (const name of Object.keys(SPEC_STYLE_CONSTANTS)) {
      expect(
        stylesheets.some((css) => css.includes(`var(${name})`)),
        `${name} is read nowhere`,
      ).toBe(true);
    }
  });
});
