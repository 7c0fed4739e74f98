/**
 * The dashboard as the admin area registers it: inside a scope guarded by the sign-in (here a
 * fake guard that lets a request through only with its cookie), over a store with known visits.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { insightsDashboard } from "../../server/insights/dashboard.ts";
import { openInsightsStore } from "../../server/insights/open.ts";
import type { InsightsStore, StoredView } from "../../server/insights/store.ts";
import { fullDate } from "../../server/insights/views/format.ts";
import { bucketOf } from "../../server/insights/vitals.ts";
import { lastWeek } from "../../server/insights/weekly.ts";
import { readPage } from "../../server/page-html.ts";

const now = Date.parse("2026-11-27T10:00:00Z");
const day = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
const session = { cookie: "session=signed-in-editor" };

let app: FastifyInstance;
let store: InsightsStore;

function view(daysAgo: number, visitor: string, path: string, referrer = ""): StoredView {
  const device = daysAgo % 2 ? "phone" : "desktop";
  const first = { channel: referrer ? "Referral" : "", campaign: "" };
  return {
    day: day(daysAgo),
    at: now,
    path,
    referrer,
    device,
    browser: "Chrome 131",
    os: "Android",
    ...first,
    country: "",
    visitor,
  };
}

async function seed(): Promise<void> {
  const views = [
    view(0, "a", "/", "search.example"),
    view(0, "a", "/company/Aboutus"),
    view(0, "b", "/"),
    view(3, "c", "/all/products", "partner.example"),
    view(20, "d", "/company/News"),
    view(60, "e", "/company/Careers"),
    view(1, "f", "<script>alert(1)</script>"),
  ];
  const lcp = [1200, 1900, 2600, 4800].map((value, index) => ({
    day: day(2),
    path: "/",
    metric: "LCP" as const,
    bucket: bucketOf("LCP", value) ?? 0,
    device: index < 2 ? ("desktop" as const) : ("phone" as const),
    samples: 1,
  }));
  const cls = { day: day(2), path: "/", metric: "CLS" as const, bucket: 20, device: "" as const, samples: 4 };
  await store.write(views, [...lcp, cls]);
  for (const daysAgo of [0, 1, 3, 20, 60]) {
    await store.rollUp(day(daysAgo));
    await store.rollUpFilters(day(daysAgo));
  }
}

beforeEach(async () => {
  store = openInsightsStore({ dataDir: tempDir("insights") }, silentLog);
  await seed();
  app = Fastify();
  await app.register(
    async (scope) => {
      // The sign-in's guard, faked: a request without the session cookie goes to the sign-in page.
      scope.addHook("onRequest", async (request, reply) => {
        if (request.headers.cookie !== session.cookie) return reply.redirect("/admin/sign-in", 303);
      });
      await scope.register(insightsDashboard, { store, siteUrl: "https://www.scriptoria.example", now: () => now });
    },
    { prefix: "/admin" },
  );
});

afterEach(async () => {
  await app.close();
  await store.close();
});

const get = (url: string, headers: Record<string, string> = session) => app.inject({ url, headers });

test("without a session the dashboard, its tables and its stylesheet are refused", async () => {
  for (const url of [
    "/admin/insights",
    "/admin/insights?format=csv&table=pages",
    "/admin/insights/dashboard.css",
    "/admin/insights/report",
  ]) {
    const response = await get(url, {});
    expect(response.statusCode, url).toBe(303);
    expect(response.headers.location).toBe("/admin/sign-in");
    expect(response.body).not.toContain("/company/Aboutus");
  }
});

describe("signed in", () => {
  test("the page: visits per day as a chart and a table, the top tables and the speed, readable without scripts", async () => {
    const response = await get("/admin/insights");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = response.body;
    expect(html).not.toContain("<script");
    expect(html).toContain("<h1>Visits and speed</h1>");
    // 30 days: everything but the view of 60 days ago.
    expect(html).toMatch(/<dt>Page views<\/dt><dd>6<\/dd>/);
    expect(html).toMatch(/<dt>Unique visitors<\/dt><dd>5<\/dd>/);
    // One visit per visitor and day (a's two pages make one, the others bounced); today's two visitors are on it now.
    expect(html).toMatch(/<dt>Visits<\/dt><dd>5<\/dd>/);
    expect(html).toMatch(/<dt>Views per visit<\/dt><dd>1\.2<\/dd>/);
    expect(html).toMatch(/<dt>Bounce rate<\/dt><dd>80%<\/dd>/);
    expect(html).toMatch(/<dt>Visit duration<\/dt><dd>0 s<\/dd>/);
    expect(html).toMatch(/<dt>Conversions<\/dt><dd>0 \(0%\)<\/dd>/);
    expect(html).toMatch(/<dt>On the site now \(last 5 minutes\)<\/dt><dd>2<\/dd>/);
    expect(html).toContain('<svg class="chart"');
    expect(html.match(/<rect class="bar"/g)).toHaveLength(30);
    expect(html).toContain('<a href="?range=30" aria-current="page">Last 30 days</a>');
    // An address may break after each slash.
    expect(html).toContain('<th scope="row">/<wbr/>company/<wbr/>Aboutus</th>');
    expect(html).toContain('<th scope="row">search.example</th>');
    expect(html).not.toContain("/<wbr/>company/<wbr/>Careers");
    // A stored value is text on the page, never markup.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // LCP over the 30 days: 1200, 1900, 2600, 4800 ms; the third of four is in the bucket up to 2600 ms.
    expect(html).toContain(
      '<span class="value">2.6 s</span> <span class="rating needs-improvement">needs improvement</span> <span class="samples">4 samples</span>',
    );
    expect(html).toContain('<span class="value">0.02</span> <span class="rating good">good</span>');
    const [stylesheet = ""] = readPage(html).stylesheets;
    const css = await get(new URL(stylesheet, "http://localhost/admin/insights").pathname);
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
  });

  test("the range: 7, 30 or 90 days, nothing else", async () => {
    const week = (await get("/admin/insights?range=7")).body;
    expect(week).toMatch(/<dt>Page views<\/dt><dd>5<\/dd>/);
    expect(week.match(/<rect class="bar"/g)).toHaveLength(7);
    const quarter = (await get("/admin/insights?range=90")).body;
    expect(quarter).toMatch(/<dt>Page views<\/dt><dd>7<\/dd>/);
    expect(quarter).toContain("/<wbr/>company/<wbr/>Careers");
    for (const query of ["range=14", "range=30&table=nothing", "format=pdf", "format=csv", "range=7&extra=1"]) {
      expect((await get(`/admin/insights?${query}`)).statusCode, query).toBe(400);
    }
  });

  test("days chosen by date, beside as many days before; refused when they make no period", async () => {
    const two = (await get(`/admin/insights?from=${day(1)}&to=${day(0)}`)).body;
    expect(two.match(/<rect class="bar"/g)).toHaveLength(2);
    // 4 page views and 3 visits, where the 2 days before had 1 of each.
    expect(two).toMatch(/<dt>Page views<\/dt><dd>4<\/dd><dd class="change">\+300%<\/dd>/);
    expect(two).toMatch(/<dt>Visits<\/dt><dd>3<\/dd><dd class="change">\+200%<\/dd>/);
    expect(two).toMatch(/<dt>Bounce rate<\/dt><dd>66.7%<\/dd><dd class="change">was 100%<\/dd>/);
    expect(two).toContain(`the 2 days before: ${fullDate(day(3))} to ${fullDate(day(2))}`);
    // The form shows the days, and the CSV links name them.
    expect(two).toContain(`name="from" value="${day(1)}"`);
    expect(two).toContain(`href="?from=${day(1)}&amp;to=${day(0)}&amp;format=csv&amp;table=pages"`);
    const csv = await get(`/admin/insights?from=${day(1)}&to=${day(0)}&format=csv&table=visits`);
    expect(csv.body.split("\r\n").slice(1, -1)).toEqual([`${day(1)},1,1`, `${day(0)},3,2`]);
    const refused = [
      [`from=${day(0)}&to=${day(1)}`, "The first day comes after the last."],
      [`from=${day(-1)}&to=${day(-1)}`, "The last day is after today."],
      ["from=2019-12-31&to=2020-01-01", "The first day is before 2020-01-01."],
      ["from=2020-01-01&to=2023-01-01", "A period is at most 732 days."],
      [`from=${day(0)}`, "Ask for range="],
      [`from=${day(1)}&to=${day(0)}&range=7`, "Ask for range="],
      ["from=yesterday&to=today", "Ask for range="],
      ["from=2026-02-30&to=2026-03-01", "Ask for range="],
    ];
    for (const [query, message] of refused) {
      const response = await get(`/admin/insights?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
  });

  test("within a filter: the counts of the visits it keeps, its links, its CSV, and the way back", async () => {
    const filtered = (await get("/admin/insights?range=30&filter=channel%3AReferral")).body;
    expect(filtered).toContain("Only visits from the channel Referral.");
    // The two visits that came from another site, and their three pages.
    expect(filtered).toMatch(/<dt>Visits<\/dt><dd>2<\/dd>/);
    expect(filtered).toMatch(/<dt>Page views<\/dt><dd>3<\/dd>/);
    expect(filtered).toContain('<a href="?range=30">Show all visits</a>');
    expect(filtered).toContain('href="?range=7&amp;filter=channel%3AReferral"');
    expect(filtered).toContain('<input type="hidden" name="filter" value="channel:Referral"/>');
    // Each row of the whole site's tables filters by its value.
    const all = (await get("/admin/insights?range=30")).body;
    expect(all).toContain('href="?range=30&amp;filter=page%3A%2Fcompany%2FAboutus"');
    expect(all).toContain('href="?range=30&amp;filter=channel%3AReferral"');
    const csv = await get("/admin/insights?range=30&filter=channel%3AReferral&format=csv&table=pages");
    expect(csv.body.split("\r\n").slice(1, -1).sort()).toEqual(["/,1,1", "/all/products,1,1", "/company/Aboutus,1,1"]);
    const visitedAbout = (await get("/admin/insights?range=30&filter=page%3A%2Fcompany%2FAboutus")).body;
    expect(visitedAbout).toContain("Only visits that viewed <code>/company/Aboutus</code> (with all their pages).");
    expect(visitedAbout).toMatch(/<dt>Page views<\/dt><dd>2<\/dd>/);
    for (const query of [
      "filter=referrer%3Ax",
      "filter=page%3A",
      "filter=nothing",
      `filter=page%3A${"a".repeat(600)}`,
    ]) {
      expect((await get(`/admin/insights?${query}`)).statusCode, query).toBe(400);
    }
  });

  test("every table downloads as CSV", async () => {
    const pages = await get("/admin/insights?range=7&format=csv&table=pages");
    expect(pages.statusCode).toBe(200);
    expect(pages.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(pages.headers["content-disposition"]).toBe(
      `attachment; filename="insights-pages-${day(6)}-to-${day(0)}.csv"`,
    );
    expect(pages.body.split("\r\n")).toEqual([
      "page,page views,unique visitors",
      "/,2,2",
      "/all/products,1,1",
      "/company/Aboutus,1,1",
      "<script>alert(1)</script>,1,1",
      "",
    ]);
    const visits = (await get("/admin/insights?range=7&format=csv&table=visits")).body.split("\r\n");
    expect(visits[0]).toBe("day,page views,unique visitors");
    expect(visits.slice(1, -1)).toHaveLength(7);
    expect(visits.at(-2)).toBe(`${day(0)},3,2`);
    expect((await get("/admin/insights?format=csv&table=referrers")).body).toContain("partner.example,1,1");
    expect((await get("/admin/insights?format=csv&table=devices")).body).toContain("desktop,");
    expect((await get("/admin/insights?format=csv&table=speed")).body).toContain(
      "(whole site),2600,needs improvement,4",
    );
  });

  test("the weekly report's preview: the last week's mail as sent, in HTML with its inline styles only, or as text", async () => {
    const page = await get("/admin/insights/report");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(page.body).not.toContain("<script");
    const week = lastWeek(now);
    expect(page.body).toContain(`Visits from ${fullDate(week.days[0] ?? "")} to ${fullDate(week.days[6] ?? "")}`);
    // The markup a stored path carried is text in the mail, as on the dashboard.
    expect(page.body).not.toContain("<script>alert(1)</script>");
    const text = await get("/admin/insights/report?format=text");
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toMatch(/^Scriptoria website, .+: \d+ visits?, \d+ enquir(y|ies)\n/);
    expect(text.body).toContain("Top pages:");
    expect((await get("/admin/insights/report?format=pdf")).statusCode).toBe(400);
  });
});
