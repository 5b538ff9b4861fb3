import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const [width, ...paths] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 300 } });
for (const path of paths) {
  await page.goto(`http://127.0.0.1:4302${path}`, { waitUntil: "networkidle" });
  const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  console.log(path, JSON.stringify(overflow));
  await page.screenshot({ path: `/tmp/w${width}${path.replaceAll("/", "-")}.png` });
}
await browser.close();
