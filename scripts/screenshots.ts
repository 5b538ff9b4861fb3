/**
 * Full-page screenshots of every route at 390 px and 1366 px, for looking at what was built.
 *   node scripts/screenshots.ts [outDir] [baseUrl]   (serve the build first: npm run serve)
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";

const outDir = process.argv[2] ?? "screenshots";
const baseUrl = process.argv[3] ?? "http://127.0.0.1:4173";
const routes = ["/k-youth", "/contact-us", "/not-a-page"];
const widths = [390, 1366];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
    const name = `${route.slice(1).replaceAll("/", "-") || "home"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
