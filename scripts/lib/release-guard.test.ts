// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentFiles, contentRoot } from "#app/content/content-files.ts";
import {
  findPlaceholders,
  isPlaceholderPhone,
  isReleaseBuild,
  releaseGuardMessage,
} from "./release-guard.ts";

let copy = "";
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = "";
});

/** A copy of app/content, edited as the programme team would before launch. */
function contentCopy(edit: (yaml: string) => string): string {
  copy = mkdtempSync(join(tmpdir(), "k-youth-release-"));
  cpSync(contentRoot, copy, { recursive: true });
  for (const file of contentFiles(copy)) writeFileSync(file, edit(readFileSync(file, "utf8")));
  return copy;
}

describe("the release guard", () => {
  it("runs only for a release build", () => {
    expect(isReleaseBuild({ RELEASE: "production" })).toBe(true);
    expect(isReleaseBuild({})).toBe(false);
    expect(isReleaseBuild({ RELEASE: "staging" })).toBe(false);
  });

  it("lists today's samples, example domains and placeholder phone numbers by file and field", () => {
    const found = findPlaceholders().map(
      ({ file, field, problem }) => `${file} ${field}: ${problem}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "app/content/en/site.yaml contact.phone: marked sample: true (+60 3-0000 0000)",
        "app/content/en/site.yaml contact.phone.display: placeholder phone number +60 3-0000 0000",
        "app/content/ms/site.yaml contact.phone.tel: placeholder phone number +60300000000",
        "app/content/en/site.yaml origin: example domain k-youth.example: https://k-youth.example",
        "app/content/intakes.yaml intakes[0].applicationsClose: marked sample: true (2025-05-15T23:59:59+08:00)",
        "app/content/intakes.yaml intakes[0].applicationForm.url: example domain forms.example: https://forms.example/k-youth-2025/apply",
        "app/content/ms/programme.yaml testimonials.items[0]: marked sample: true (Aisyah (contoh))",
      ]),
    );
    // example.com where it shows an address's format is what it is reserved for.
    expect(found.some((line) => line.includes("errors.email.format"))).toBe(false);
  });

  it("passes content whose samples are replaced", () => {
    const root = contentCopy((yaml) =>
      yaml
        .replace(/^\s*sample: true\n/gm, "")
        .replaceAll(".example", ".gov.my")
        .replaceAll("+60 3-0000 0000", "+60 3-8888 1234")
        .replaceAll("+60300000000", "+60388881234"),
    );
    expect(findPlaceholders(root)).toEqual([]);
  });

  it("catches a placeholder written anywhere, in prose and links too", () => {
    const root = contentCopy((yaml) =>
      yaml
        .replace(/^\s*sample: true\n/gm, "")
        .replaceAll(".example", ".gov.my")
        .replaceAll("+60 3-0000 0000", "+60 3-8888 1234")
        .replaceAll("+60300000000", "+60388881234")
        .replace(
          "heading: Privacy notice",
          "heading: Write to privacy@k-youth.example or call 03-1234 5678, see https://example.com/x",
        ),
    );
    const problems = findPlaceholders(root).map(({ problem }) => problem);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^example domain k-youth\.example: /),
        expect.stringMatching(/^example domain example\.com: /),
        "placeholder phone number 03-1234 5678",
      ]),
    );
  });

  it("tells placeholder numbers from real-looking ones", () => {
    for (const number of ["+60 3-0000 0000", "+60300000000", "012-345 6789", "03-1111 1111"]) {
      expect(isPlaceholderPhone(number), number).toBe(true);
    }
    for (const number of ["+60 3-8888 1234", "+60 12-702 9931", "2025-06-04"]) {
      expect(isPlaceholderPhone(number), number).toBe(false);
    }
  });

  it("says what to do", () => {
    const message = releaseGuardMessage([
      { file: "app/content/en/site.yaml", field: "origin", problem: "example domain x.example" },
    ]);
    expect(message).toContain("app/content/en/site.yaml origin: example domain x.example");
    expect(message).toMatch(/Replace them .* build again/);
    expect(message).not.toContain("earlierIntakes");
  });

  it("points a sample date of an intake towards retiring it, never deleting it", () => {
    const message = releaseGuardMessage([
      {
        file: "app/content/intakes.yaml",
        field: "intakes[0].applicationsClose",
        problem: "marked sample: true",
      },
    ]);
    expect(message).toMatch(
      /never delete it, retire it by moving its year and name to earlierIntakes/,
    );
  });
});
