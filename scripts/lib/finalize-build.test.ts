import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SiteContent } from "#app/content/schema.ts";
import { contentRoot, loadContentFile } from "#app/content/content-files.ts";
import { redirectPage } from "./finalize-build.ts";

const site = loadContentFile(join(contentRoot, "en/site.yaml")) as SiteContent;

describe("the redirect page served at /", () => {
  const html = redirectPage(site);

  it("is a complete document in the site's language", () => {
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-MY">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain(`<title>${site.programme.name}</title>`);
  });

  it("sends visitors to /k-youth with and without JavaScript", () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/k-youth">');
    expect(html).toContain('location.replace("/k-youth" + location.search + location.hash)');
    expect(html).toContain('<a href="/k-youth">');
  });

  it("points search engines at /k-youth and is not indexed itself", () => {
    expect(html).toContain('<link rel="canonical" href="https://k-youth.example/k-youth">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
