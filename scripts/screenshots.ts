/**
 * Screenshots of pages at the widths the design is judged at, for a human to look at.
 *   node scripts/screenshots.ts [base URL] [path ...]
 * Writes reports/screenshots/<path>-<width>.png. The server must be running (npm start).
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { launchOptions } from "./lib/browser.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = [360, 768, 1100, 1440];
const outDir = "reports/screenshots";
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch(launchOptions());
for (const path of paths.length ? paths : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    // A full-page capture sees beyond the viewport, where content-visibility: auto skips
    // rendering: render everything, as a visitor sees each part when it scrolls into view.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await page.waitForTimeout(300);
    const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
console.log(`screenshots written to ${outDir}`);
