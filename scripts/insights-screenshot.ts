/**
 * The dashboard's screenshot in docs/editing.md, docs/editing/insights.png: the visit counts'
 * dashboard over three months of known visits (scripts/lib/insights-dashboard-site.ts), the last
 * 30 days, in Chromium at 1280 px, the whole page.
 *   node scripts/insights-screenshot.ts
 */
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { launchOptions } from "./lib/browser.ts";
import { serveSeededDashboard } from "./lib/insights-dashboard-site.ts";

const path = join(resolve(import.meta.dirname, ".."), "docs", "editing", "insights.png");
const dashboard = await serveSeededDashboard();
const browser = await chromium.launch(launchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${dashboard.url}?range=30`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.screenshot({ path, fullPage: true });
  console.log("docs/editing/insights.png");
} finally {
  await browser.close();
  await dashboard.close();
}
