// Screenshots of every route at 390 and 1366 px (--slices: also cut into screen-high pieces).
//   npm run serve &   then   node scripts/screenshots.ts [--out dir] [--base url] [--slices]
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { LANGUAGES, localizedPages } from "#app/site-manifest.ts";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "screenshots" },
    base: { type: "string", default: "http://127.0.0.1:4173" },
    slices: { type: "boolean", default: false },
  },
});
// Every page of the manifest in every language; the not-found page as a visitor meets it, at an
// unknown path.
const routes = localizedPages.map(({ key, language, path }) =>
  key === "notFound" ? `${LANGUAGES[language].prefix}/not-a-page` : path,
);
const widths = [390, 1366];
const sliceHeight = 900;

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: sliceHeight } });
  for (const route of routes) {
    await page.goto(`${values.base}${route}`, { waitUntil: "networkidle" });
    // A full-page capture does not scroll, so a section with `content-visibility: auto` far below
    // the first screen would come out blank; a visitor scrolling there sees it drawn.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        if (getComputedStyle(element).contentVisibility === "auto") {
          element.style.contentVisibility = "visible";
        }
      }
    });
    const name = `${values.out}/${route.slice(1).replaceAll("/", "-")}-${width}`;
    await page.screenshot({ path: `${name}.png`, fullPage: true });
    console.log(`${name}.png`);
    if (!values.slices) continue;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0, index = 0; top < height; top += sliceHeight, index += 1) {
      const clip = { x: 0, y: top, width, height: Math.min(sliceHeight, height - top) };
      await page.screenshot({ path: `${name}-${index}.png`, fullPage: true, clip });
    }
  }
  await page.close();
}
await browser.close();
