/**
 * The visit counts' dashboard over three months of known visits, served on a loopback port behind
 * a guard that lets everyone in: for looking at the page itself in a browser (the end-to-end test
 * in Chromium, the engine suite in Firefox and WebKit). The visits: 20 to 42 a day over six paths
 * (one of them "other"), a minute apart, two referring hosts, phones and desktops, four countries,
 * nine visitors (one visit each a day), each page seen for 20 s and more, a contact enquiry every
 * third day; LCP samples of the home page (1.8 s and 3.1 s) and of the news page (4.6 s) yesterday.
 */
import Fastify from "fastify";
import { insightsDashboard } from "../../server/insights/dashboard.ts";
import { openInsightsStore } from "../../server/insights/open.ts";
import type { StoredEvent, StoredView } from "../../server/insights/store.ts";
import { dayOf } from "../../server/insights/visitor.ts";
import { bucketOf } from "../../server/insights/vitals.ts";
import { silentLog } from "./silent-log.ts";
import { tempDir } from "./temp-dirs.ts";

export interface DashboardSite {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** The dashboard's address. */
  url: string;
  close(): Promise<void>;
}

export async function serveSeededDashboard(): Promise<DashboardSite> {
  const now = Date.now();
  const day = (daysAgo: number) => dayOf(now - daysAgo * 86_400_000);
  const store = openInsightsStore({ dataDir: tempDir("insights-dashboard") }, silentLog);
  const pages = [
    "/",
    "/all/products",
    "/company/Aboutus",
    "/company/News",
    "/products/manuscript-tracking-system",
    "other",
  ];
  const views: StoredView[] = [];
  const events: StoredEvent[] = [];
  for (let daysAgo = 0; daysAgo < 90; daysAgo++) {
    for (let index = 0; index < 20 + ((daysAgo * 7) % 23); index++) {
      const path = pages[index % pages.length] ?? "/";
      const referrer = index % 5 === 0 ? (["search.example", "partner-publisher.example"][index % 2] ?? "") : "";
      views.push({
        day: day(daysAgo),
        // A view a minute: each visitor's views of a day make one visit.
        at: now - daysAgo * 86_400_000 - (60 - index) * 60_000,
        path,
        referrer,
        device: index % 3 ? "phone" : "desktop",
        browser: index % 3 ? "Chrome 131" : "Firefox 133",
        os: index % 3 ? "Android" : "Windows",
        channel: index % 4 ? "" : index % 8 === 0 ? "E-mail" : referrer ? "Search" : "Direct",
        campaign: index % 8 === 0 ? "autumn-journals (newsletter / email)" : "",
        country: ["IN", "GB", "US", "IN", "DE"][index % 5] ?? "",
        visitor: `v${index % 9}`,
      });
      const seen = views.at(-1);
      if (!seen) continue;
      // Each page seen for 20 s and more; the first visitor sends the contact form every third day.
      const { day: eventDay, at, visitor } = seen;
      events.push({
        day: eventDay,
        at: at + 1,
        visitor,
        kind: "engage",
        path,
        target: "",
        amount: 20_000 + index * 1000,
      });
      if (index === 0 && daysAgo % 3 === 0)
        events.push({ day: eventDay, at: at + 2, visitor, kind: "conversion", path: "", target: "contact", amount: 0 });
    }
  }
  const lcp = (path: string, value: number, samples: number, device: "phone" | "desktop") => ({
    day: day(1),
    path,
    metric: "LCP" as const,
    bucket: bucketOf("LCP", value) ?? 0,
    device,
    samples,
  });
  await store.write(
    views,
    [lcp("/", 1800, 40, "desktop"), lcp("/", 3100, 20, "phone"), lcp("/company/News", 4600, 12, "phone")],
    events,
  );
  for (let daysAgo = 0; daysAgo < 90; daysAgo++) {
    await store.rollUp(day(daysAgo));
    await store.rollUpFilters(day(daysAgo));
  }
  const app = Fastify();
  await app.register(insightsDashboard, { store, siteUrl: "https://www.scriptoria.example", prefix: "/admin" });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    origin,
    url: `${origin}/admin/insights`,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
