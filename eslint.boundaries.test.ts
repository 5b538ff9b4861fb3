import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The import-boundary messages lint gives one planted import in a file at `filePath`. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { planted } from "${specifier}";\n\nexport const used = planted;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("lint keeps the code's boundaries", () => {
  it.each([
    [
      "a feature imports another feature",
      "app/features/faq/planted.ts",
      "#app/features/share/share-menu.tsx",
    ],
    ["ui imports a feature", "app/ui/planted.ts", "#app/features/faq/faq-section.tsx"],
    ["lib imports a page", "app/lib/planted.ts", "#app/routes/programme/about.tsx"],
    ["content imports lib", "app/content/planted.ts", "#app/lib/format-message.ts"],
    ["content's schemas import lib", "app/content/schemas/planted.ts", "#app/lib/page-meta.ts"],
    ["content climbs into lib", "app/content/planted.ts", "../lib/format-message.ts"],
    [
      "a page imports another page",
      "app/routes/contact/planted.ts",
      "#app/routes/programme/about.tsx",
    ],
    ["the app imports tooling", "app/routes/programme/planted.ts", "#scripts/lib/seo-build.ts"],
    [
      "the app climbs out of a folder",
      "app/features/faq/planted.ts",
      "../../lib/format-message.ts",
    ],
    ["hosting imports the build", "deploy/lib/planted.ts", "#scripts/lib/seo-build.ts"],
    ["the editor imports hosting", "content-editor/planted.ts", "#deploy/lib/paths.ts"],
    ["tooling imports the app by path", "scripts/lib/planted.ts", "../../app/site-manifest.ts"],
  ])("fails when %s", async (_case, filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).toHaveLength(1);
  });

  it.each([
    [
      "a page uses a feature",
      "app/routes/programme/planted.ts",
      "#app/features/faq/faq-section.tsx",
    ],
    [
      "a feature uses its own files and lib",
      "app/features/faq/planted.ts",
      "#app/features/faq/faq-section.tsx",
    ],
    ["a feature uses ui", "app/features/faq/planted.ts", "#app/ui/tab-list.tsx"],
    ["lib uses content", "app/lib/planted.ts", "#app/content/intake-state.ts"],
    ["the build uses hosting", "scripts/lib/planted.ts", "#deploy/lib/paths.ts"],
    ["hosting uses the editor", "deploy/lib/planted.ts", "#content-editor/config.ts"],
  ])("passes when %s", async (_case, filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).toEqual([]);
  });
});
