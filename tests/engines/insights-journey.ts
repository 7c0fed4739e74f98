/**
 * The visit counts' dashboard in each engine, over three months of known visits
 * (scripts/lib/insights-dashboard-site.ts): at a phone's, a tablet's and a desktop's width it
 * shows its chart open on today, its tables (a wide one scrolling with its first column in place)
 * and their CSV links, and nothing is wider than the window. Served as plain
 * HTML, as the dashboard is: no script of the page runs. (Chromium's end-to-end test reads it at
 * 360 px too, tests/e2e/insights.spec.ts; WebKit's narrowest window here is 447 px.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DashboardSite, serveSeededDashboard } from "../../scripts/lib/insights-dashboard-site.ts";
import type { Engine } from "./engines.ts";

/** What the test reads from the page, in the page. */
const facts = `
  const chart = document.querySelector(".chart-frame svg")?.getBoundingClientRect();
  const table = (name) => [...document.querySelectorAll("table")].find((t) => t.caption?.textContent.includes(name));
  const frame = document.querySelector(".chart-frame").getBoundingClientRect();
  const lastBar = [...document.querySelectorAll(".chart .bar")].at(-1).getBoundingClientRect();
  const speed = table("Core Web Vitals").parentElement;
  speed.scrollLeft = speed.scrollWidth;
  const firstCell = speed.querySelector("tbody th").getBoundingClientRect();
  return {
    // The chart opens on its last day; the speed table, scrolled to its end, keeps its first column.
    todayInView: lastBar.right <= frame.right + 1 && lastBar.left >= frame.left,
    firstColumnInPlace: Math.abs(firstCell.left - speed.getBoundingClientRect().left) <= 1,
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    chart: chart ? Math.round(chart.width) > 0 && Math.round(chart.height) > 0 : false,
    topPages: table("Top pages")?.textContent.includes("/company/Aboutus") ?? false,
    vitals: table("Core Web Vitals")?.textContent.includes("needs improvement") ?? false,
    csvLinks: document.querySelectorAll("a.csv[download]").length,
  };`;

/** Where an engine's window cannot be as narrow as a phone: WebKitGTK's MiniBrowser (its toolbar). */
const narrowestWindow: Record<string, number> = { WebKit: 447 };

export function insightsJourney(name: string, start: (baseUrl: string) => Promise<Engine>) {
  describe(`${name}: the visit counts' dashboard`, () => {
    let site: DashboardSite;
    let browser: Engine;

    beforeAll(async () => {
      site = await serveSeededDashboard();
      browser = await start(site.origin);
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await site?.close();
    });

    for (const width of [360, 768, 1440]) {
      it(`reads at ${width} px: its chart, its tables and their CSV links, nothing wider than the window`, async () => {
        await browser.resize(width, 900);
        await browser.open("/admin/insights?range=90", { plain: true });
        await browser.see("heading", "Visits and speed");
        await browser.see("link", "Last 30 days");
        const seen = await browser.run<Record<string, number | boolean>>(facts);
        expect(seen).toMatchObject({
          chart: true,
          topPages: true,
          vitals: true,
          todayInView: true,
          firstColumnInPlace: true,
        });
        expect(seen.csvLinks).toBeGreaterThanOrEqual(4);
        expect(seen.innerWidth).toBeLessThanOrEqual(Math.max(width, narrowestWindow[name] ?? 0));
        expect(seen.scrollWidth).toBeLessThanOrEqual(Number(seen.innerWidth));
      });
    }
  });
}
