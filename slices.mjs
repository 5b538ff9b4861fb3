import { chromium } from "@playwright/test";
const [, , route, width, outPrefix, ...rest] = process.argv;
const height = 1000;
const b = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-quic"],
});
const p = await b.newPage({ viewport: { width: Number(width), height } });
await p.goto(`http://127.0.0.1:4173${route}`, { waitUntil: "networkidle" });
const total = await p.evaluate(() => document.documentElement.scrollHeight);
const from = Number(rest[0] ?? 0),
  to = Number(rest[1] ?? total);
let i = 0;
for (let y = from; y < Math.min(to, total); y += height) {
  await p.screenshot({
    path: `${outPrefix}-${i++}.png`,
    fullPage: true,
    clip: { x: 0, y, width: Number(width), height: Math.min(height, total - y) },
  });
}
console.log(total, i);
await b.close();
