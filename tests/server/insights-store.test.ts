/**
 * The insights store, once per engine (SQLite under a temporary DATA_DIR, PostgreSQL in the run's
 * shared throwaway cluster): daily counts and percentiles made from known events, the day's salt, and
 * the deletion of raw views past their time.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, test } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { maintain } from "../../server/insights/maintenance.ts";
import { openInsightsStore } from "../../server/insights/open.ts";
import { buildReport } from "../../server/insights/report.ts";
import type { InsightsStore, StoredEvent, StoredView, VitalCount } from "../../server/insights/store.ts";
import { dayOf } from "../../server/insights/visitor.ts";
import { bucketOf } from "../../server/insights/vitals.ts";
import { sharedPostgres } from "../support/postgres.ts";

const dayMs = 24 * 60 * 60 * 1000;
const now = Date.parse("2026-11-27T10:00:00Z");
const day = (daysAgo: number) => new Date(now - daysAgo * dayMs).toISOString().slice(0, 10);

function view(
  daysAgo: number,
  visitor: string,
  path: string,
  device: StoredView["device"],
  referrer = "",
  first: Partial<Pick<StoredView, "channel" | "campaign">> = {},
): StoredView {
  const reading = {
    browser: device === "desktop" ? "Firefox 133" : "Chrome 131",
    os: device === "desktop" ? "Windows" : "Android",
  };
  return {
    day: day(daysAgo),
    at: now - daysAgo * dayMs,
    path,
    referrer,
    device,
    ...reading,
    channel: "",
    campaign: "",
    ...first,
    country: "",
    visitor,
  };
}

/** One sample per value, as the write buffer hands them over (summed per bucket). */
function samples(
  daysAgo: number,
  path: string,
  metric: VitalCount["metric"],
  values: number[],
  device: VitalCount["device"] = "phone",
): VitalCount[] {
  const counts = new Map<number, number>();
  for (const value of values) {
    const bucket = bucketOf(metric, value) ?? -1;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts].map(([bucket, count]) => ({ day: day(daysAgo), path, metric, bucket, device, samples: count }));
}

interface Engine {
  open(): Promise<InsightsStore>;
  /** Rows of a table, read behind the store's back. */
  rows(table: string): Promise<Record<string, unknown>[]>;
}

function useEngine(kind: "sqlite" | "postgres"): () => Engine {
  const cluster = kind === "postgres" ? sharedPostgres() : undefined;
  const opened: InsightsStore[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  return () => {
    let location = "";
    const open = async () => {
      const store = openInsightsStore(
        kind === "sqlite" ? { dataDir: location } : { dataDir: tempDir("insights"), DATABASE_URL: location },
        silentLog,
      );
      opened.push(store);
      await store.ready();
      return store;
    };
    const rows = async (table: string) => {
      if (kind === "postgres") return (await cluster?.sql(location, `SELECT * FROM ${table}`)) ?? [];
      const db = new DatabaseSync(join(location, "insights.db"), { readOnly: true });
      try {
        return db.prepare(`SELECT * FROM ${table}`).all();
      } finally {
        db.close();
      }
    };
    return {
      async open() {
        if (!location) {
          location = cluster ? await cluster.createDatabase() : tempDir("insights");
        }
        return open();
      },
      rows,
    };
  };
}

describe.each(["sqlite", "postgres"] as const)("the %s store", (kind) => {
  const engine = useEngine(kind);

  test("counts the page views and visitors of the last minutes, from the views as they arrived", async () => {
    const store = await engine().open();
    const minutesAgo = (minutes: number, visitor: string): StoredView => {
      const at = now - minutes * 60_000;
      return { ...view(0, visitor, "/", "phone"), day: new Date(at).toISOString().slice(0, 10), at };
    };
    await store.write(
      [minutesAgo(1, "a"), minutesAgo(2, "a"), minutesAgo(4, "b"), minutesAgo(6, "c"), minutesAgo(90, "d")],
      [],
    );
    expect(await store.recent(now - 5 * 60_000)).toEqual({ views: 3, visitors: 2 });
    expect(await store.recent(now)).toEqual({ views: 0, visitors: 0 });
  });

  test("counts visits per channel, campaign, entry and exit page, and views per browser and system", async () => {
    const { open } = engine();
    const store = await open();
    const autumn = "autumn (newsletter / email)";
    await store.write(
      [
        view(3, "a", "/", "phone", "google.com", { channel: "Search" }),
        view(3, "a", "/company/Aboutus", "phone"),
        view(3, "b", "/company/News", "desktop", "", { channel: "E-mail", campaign: autumn }),
        view(3, "b", "/", "desktop"),
        view(3, "c", "/company/News", "desktop", "", { channel: "E-mail", campaign: autumn }),
        view(3, "d", "/", "phone", "", { channel: "Direct" }),
      ],
      [],
    );
    await store.rollUp(day(3));
    const visits = (visits: number, bounces: number) => ({
      visits,
      visitors: visits,
      bounces,
      duration: 0,
      conversions: 0,
    });
    expect(await store.visits("channel", day(3), day(3))).toEqual([
      { value: "E-mail", ...visits(2, 1) },
      { value: "Direct", ...visits(1, 1) },
      { value: "Search", ...visits(1, 0) },
    ]);
    expect(await store.visits("campaign", day(3), day(3))).toEqual([{ value: autumn, ...visits(2, 1) }]);
    expect(await store.visits("entry", day(3), day(3))).toEqual([
      { value: "/", ...visits(2, 1) },
      { value: "/company/News", ...visits(2, 1) },
    ]);
    expect(await store.visits("exit", day(3), day(3))).toEqual([
      { value: "/", ...visits(2, 1) },
      { value: "/company/Aboutus", ...visits(1, 0) },
      { value: "/company/News", ...visits(1, 1) },
    ]);
    expect(await store.totals("browser", day(3), day(3))).toEqual([
      { value: "Chrome 131", views: 3, visitors: 2 },
      { value: "Firefox 133", views: 3, visitors: 2 },
    ]);
    expect(await store.totals("os", day(3), day(3))).toEqual([
      { value: "Android", views: 3, visitors: 2 },
      { value: "Windows", views: 3, visitors: 2 },
    ]);
  });

  test("counts page views and unique visitors per day, page, referring site and device class", async () => {
    const { open } = engine();
    const store = await open();
    await store.write(
      [
        view(7, "a", "/", "phone", "google.com"),
        view(7, "a", "/company/Aboutus", "phone"),
        view(7, "b", "/", "desktop"),
        view(7, "b", "/", "desktop"),
        view(7, "c", "other", "desktop", "news.example"),
        view(6, "a2", "/", "phone"),
      ],
      [],
    );
    await store.rollUp(day(7));
    await store.rollUp(day(6));
    expect(await store.daily(day(8), day(0))).toEqual([
      { day: day(7), views: 5, visitors: 3 },
      { day: day(6), views: 1, visitors: 1 },
    ]);
    expect(await store.totals("page", day(7), day(7))).toEqual([
      { value: "/", views: 3, visitors: 2 },
      { value: "/company/Aboutus", views: 1, visitors: 1 },
      { value: "other", views: 1, visitors: 1 },
    ]);
    // Over several days, a visitor counts once a day (the salt changes daily).
    expect((await store.totals("page", day(7), day(6)))[0]).toEqual({ value: "/", views: 4, visitors: 3 });
    expect(await store.totals("referrer", day(7), day(6))).toEqual([
      { value: "google.com", views: 1, visitors: 1 },
      { value: "news.example", views: 1, visitors: 1 },
    ]);
    expect(await store.totals("device", day(7), day(7))).toEqual([
      { value: "desktop", views: 3, visitors: 2 },
      { value: "phone", views: 2, visitors: 1 },
    ]);

    // Made again from the raw views: a view that arrived later is counted, nothing twice.
    await store.write([view(7, "d", "/", "tablet")], []);
    await store.rollUp(day(7));
    await store.rollUp(day(7));
    expect(await store.daily(day(7), day(7))).toEqual([{ day: day(7), views: 6, visitors: 4 }]);
  });

  test("visits: 30 minutes without a page view end one, and midnight does; each visit's time seen, bounce and conversion", async () => {
    const { open } = engine();
    const store = await open();
    const start = Date.parse(`${day(2)}T22:00:00Z`);
    const minutes = (count: number) => count * 60_000;
    const at = (view: StoredView, time: number): StoredView => ({ ...view, day: dayOf(time), at: time });
    const seen = (
      time: number,
      visitor: string,
      amount: number,
      kind: StoredEvent["kind"] = "engage",
    ): StoredEvent => ({
      day: dayOf(time),
      at: time,
      visitor,
      kind,
      path: kind === "engage" ? "/" : "",
      target: kind === "conversion" ? "contact" : "",
      amount,
    });
    await store.write(
      [
        // a: a visit of two pages 30 minutes apart (the edge: still one visit), then one more after 30 min and 1 ms.
        at(view(0, "a", "/", "phone", "", { channel: "Direct" }), start),
        at(view(0, "a", "/company/Aboutus", "phone"), start + minutes(30)),
        at(view(0, "a", "/company/News", "phone"), start + minutes(60) + 1),
        // b: a page at 23:50 and one at 00:10 the next day: the hash is the day's, so two visits.
        at(view(0, "b", "/", "desktop", "", { channel: "Direct" }), start + minutes(110)),
        at(view(0, "b2", "/company/News", "desktop"), start + minutes(130)),
      ],
      [],
      [
        seen(start + minutes(1), "a", 40_000),
        seen(start + minutes(31), "a", 20_000),
        // Sent from the second visit: it converts, not the first.
        seen(start + minutes(61), "a", 0, "conversion"),
        seen(start + minutes(62), "a", 5_000),
        seen(start + minutes(111), "b", 9_000),
      ],
    );
    await store.rollUp(day(2));
    await store.rollUp(day(1));
    expect(await store.visits("site", day(2), day(2))).toEqual([
      { value: "", visits: 3, visitors: 2, bounces: 2, duration: 74_000, conversions: 1 },
    ]);
    expect(await store.visits("exit", day(2), day(2))).toEqual([
      { value: "/", visits: 1, visitors: 1, bounces: 1, duration: 9_000, conversions: 0 },
      { value: "/company/Aboutus", visits: 1, visitors: 1, bounces: 0, duration: 60_000, conversions: 0 },
      { value: "/company/News", visits: 1, visitors: 1, bounces: 1, duration: 5_000, conversions: 1 },
    ]);
    // After midnight: the visit's second page starts a visit of its own, of no channel it named (Direct).
    expect(await store.visits("channel", day(1), day(1))).toEqual([
      { value: "Direct", visits: 1, visitors: 1, bounces: 1, duration: 0, conversions: 0 },
    ]);
    expect(await store.totals("goal", day(2), day(2))).toEqual([
      { value: "conversion:contact", views: 1, visitors: 1 },
    ]);
  });

  test("within a filter: the visits of a channel, of a country, or that viewed a page, and their pages and sources", async () => {
    const { open } = engine();
    const store = await open();
    const autumn = "autumn (newsletter / email)";
    const from = (country: string, seen: StoredView) => ({ ...seen, country });
    await store.write(
      [
        from("IN", view(3, "a", "/", "phone", "google.com", { channel: "Search" })),
        from("IN", view(3, "a", "/company/Aboutus", "phone")),
        from("GB", view(3, "b", "/company/News", "desktop", "", { channel: "E-mail", campaign: autumn })),
        from("GB", view(3, "b", "/", "desktop")),
        from("IN", view(3, "c", "/company/News", "desktop", "", { channel: "E-mail", campaign: autumn })),
      ],
      [],
      [{ day: day(3), at: now - 3 * dayMs, visitor: "b", kind: "conversion", path: "", target: "contact", amount: 0 }],
    );
    await store.rollUp(day(3));
    await store.rollUpFilters(day(3));
    expect(await store.filtersCurrent(day(3))).toBe(true);
    const email = { dimension: "channel", value: "E-mail" } as const;
    const counted = (value: string, views: number, visits: number, bounces = 0, conversions = 0) => ({
      value,
      views,
      visits,
      visitors: visits || 1,
      bounces,
      duration: 0,
      conversions,
    });
    expect(await store.filtered(email, "site", day(3), day(3))).toEqual([counted("", 3, 2, 1, 1)]);
    expect(await store.filteredDaily(email, day(3), day(3))).toEqual([{ day: day(3), views: 3, visitors: 2 }]);
    expect(await store.filtered(email, "page", day(3), day(3))).toEqual([
      { ...counted("/company/News", 2, 0), visitors: 2 },
      counted("/", 1, 0),
    ]);
    expect(await store.filtered(email, "exit", day(3), day(3))).toEqual([
      counted("/", 2, 1, 0, 1),
      counted("/company/News", 1, 1, 1),
    ]);
    expect(await store.filtered(email, "country", day(3), day(3))).toEqual([counted("GB", 2, 0), counted("IN", 1, 0)]);
    // The visits that viewed the home page: a's from Search and b's from E-mail, with all their pages.
    const home = { dimension: "page", value: "/" } as const;
    expect(await store.filtered(home, "channel", day(3), day(3))).toEqual([
      counted("E-mail", 2, 1, 0, 1),
      counted("Search", 2, 1),
    ]);
    expect(await store.filtered({ dimension: "country", value: "IN" }, "site", day(3), day(3))).toEqual([
      { ...counted("", 3, 2, 1), visitors: 2 },
    ]);
    expect(await store.filtered({ dimension: "campaign", value: "nothing" }, "site", day(3), day(3))).toEqual([]);
    // Goals within a filter: b's enquiry is one of the E-mail visits', and of the visits that
    // viewed the home page; none of the visits from India made one.
    const enquiry = { ...counted("conversion:contact", 1, 0), visitors: 1 };
    expect(await store.filtered(email, "goal", day(3), day(3))).toEqual([enquiry]);
    expect(await store.filtered(home, "goal", day(3), day(3))).toEqual([enquiry]);
    expect(await store.filtered({ dimension: "country", value: "IN" }, "goal", day(3), day(3))).toEqual([]);
  });

  test("a week's report is claimed once, also by two instances at once; a claim never queued lapses", async () => {
    const { open } = engine();
    const first = await open();
    const second = await open();
    const claims = await Promise.all([
      first.claimWeek("2026-11-16", now, now - 600_000),
      second.claimWeek("2026-11-16", now, now - 600_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Ten minutes on, the claim was never queued: another instance takes it over, once.
    const later = now + 600_001;
    expect(await second.claimWeek("2026-11-16", later, later - 600_000)).toBe(true);
    expect(await first.claimWeek("2026-11-16", later, later - 600_000)).toBe(false);
    // Queued: no one claims it again.
    await second.weekQueued("2026-11-16");
    expect(await first.claimWeek("2026-11-16", later + 3_600_000, later + 3_000_000)).toBe(false);
  });

  test("the 75th percentile of each vital over the chosen days, per page and for the site, rated", async () => {
    const { open } = engine();
    const store = await open();
    await store.write([], samples(3, "/", "LCP", [900, 1100, 1200, 1900]));
    // Another batch of the same day and buckets adds to the counts.
    await store.write([], [...samples(3, "/", "LCP", [2350, 1200]), ...samples(2, "/", "LCP", [3100, 5200])]);
    await store.write([], samples(1, "/company/Aboutus", "LCP", [4100, 4200, 4300, 4500], "desktop"));
    await store.write([], [...samples(1, "/", "INP", [50, 80, 120, 600]), ...samples(1, "/", "CLS", [0, 0.05, 0.3])]);
    // Older than the 30 days chosen: not in the figures.
    await store.write([], samples(30, "/", "LCP", [50_000, 50_000, 50_000]));

    const { speed } = await buildReport(store, 30, now);
    expect(speed.from).toBe(day(29));
    const home = speed.pages.find((row) => row.path === "/");
    // "/": 900 1100 1200 1200 1900 2350 3100 5200: the sixth of eight is 2350 ms.
    expect(home?.vitals).toEqual({
      LCP: { value: 2350, samples: 8, rating: "good" },
      INP: { value: 120, samples: 4, rating: "good" },
      CLS: { value: 0.3, samples: 3, rating: "poor" },
    });
    expect(speed.pages.find((row) => row.path === "/company/Aboutus")?.vitals.LCP).toEqual({
      value: 4300,
      samples: 4,
      rating: "poor",
    });
    // The site: twelve samples of LCP, the ninth is 4200 ms.
    expect(speed.site.vitals.LCP).toEqual({ value: 4200, samples: 12, rating: "poor" });
    expect(speed.pages.map((row) => row.path)).toEqual(["/", "/company/Aboutus"]);
    // Phones and desktops apart: the Aboutus samples came from desktops.
    expect(speed.devices.map((row) => [row.path, row.vitals.LCP?.samples])).toEqual([
      ["phone", 8],
      ["desktop", 4],
    ]);
    expect(speed.devices.find((row) => row.path === "desktop")?.vitals.LCP?.value).toBe(4300);
  });

  test("one salt a day: the same all day, another the next day, and the old one deleted", async () => {
    const { open, rows } = engine();
    const store = await open();
    const first = await store.salt(day(1));
    expect(first).toHaveLength(32);
    expect(await store.salt(day(1))).toEqual(first);
    // Another instance of the same database gets the same salt.
    expect(await (await open()).salt(day(1))).toEqual(first);
    const next = await store.salt(day(0));
    expect(next).not.toEqual(first);
    expect((await rows("insights_salts")).map((row) => row.day)).toEqual([day(0)]);
    // Asked again for the past day, it is a new salt: the old one is gone for good.
    expect(await store.salt(day(1))).not.toEqual(first);
    await store.dropSaltsBefore(day(-1));
    expect(await rows("insights_salts")).toEqual([]);
  });

  test("raw views are deleted after 30 days; the daily counts and the speed stay; the filters' counts follow each day's views", async () => {
    const { open, rows } = engine();
    const store = await open();
    await store.write(
      [
        view(31, "a", "/", "phone"),
        view(30, "b", "/", "phone"),
        view(1, "c", "/", "phone"),
        view(0, "d", "/", "phone"),
      ],
      samples(60, "/", "LCP", [1000]),
    );
    for (const daysAgo of [31, 30]) await store.rollUp(day(daysAgo));
    await store.salt(day(2));
    await maintain(store, now);
    expect((await rows("insights_views")).map((row) => row.visitor).sort()).toEqual(["b", "c", "d"]);
    expect(await store.daily(day(40), day(0))).toEqual([
      { day: day(31), views: 1, visitors: 1 },
      { day: day(30), views: 1, visitors: 1 },
      { day: day(1), views: 1, visitors: 1 },
      { day: day(0), views: 1, visitors: 1 },
    ]);
    expect(await rows("insights_salts")).toEqual([]);
    expect(await store.histograms(day(60), day(60))).toEqual([
      { path: "/", metric: "LCP", bucket: 1000, device: "phone", samples: 1 },
    ]);
    // The filters' counts are made for yesterday, and for today on a fifth minute (10:00).
    const phones = async (daysAgo: number) =>
      (await store.filtered({ dimension: "device", value: "phone" }, "site", day(daysAgo), day(daysAgo)))[0]?.views;
    expect(await store.filtersCurrent(day(1))).toBe(true);
    expect(await store.filtersCurrent(day(0))).toBe(true);
    expect(await store.filtered({ dimension: "device", value: "phone" }, "site", day(1), day(1))).toEqual([
      { value: "", views: 1, visitors: 1, visits: 1, bounces: 1, duration: 0, conversions: 0 },
    ]);
    expect(await phones(0)).toBe(1);
    // A view arrives late for yesterday, another today: at 10:01 yesterday's are made again, and
    // today's wait for 10:05.
    await store.write([view(1, "e", "/", "phone"), view(0, "f", "/", "phone")], []);
    await maintain(store, now + 60_000);
    expect(await phones(1)).toBe(2);
    expect(await store.filtersCurrent(day(0))).toBe(false);
    expect(await phones(0)).toBe(1);
    await maintain(store, now + 5 * 60_000);
    expect(await store.filtersCurrent(day(0))).toBe(true);
    expect(await phones(0)).toBe(2);
  });

  test("two instances making a day's filters at once: one makes them, the other finds them made", async () => {
    const { open } = engine();
    const [one, two] = [await open(), await open()];
    await one.write([view(0, "a", "/", "phone"), view(0, "b", "/company/News", "desktop")], []);
    await one.rollUp(day(0));
    const made = await Promise.all([one.rollUpFilters(day(0)), two.rollUpFilters(day(0))]);
    expect(made.toSorted()).toEqual([false, true]);
    expect(await two.filtersCurrent(day(0))).toBe(true);
    // Made again once a view has changed the day.
    await two.write([view(0, "c", "/", "phone")], []);
    await two.rollUp(day(0));
    expect(await one.rollUpFilters(day(0))).toBe(true);
    expect(await two.rollUpFilters(day(0))).toBe(false);
  });

  test("two instances writing and rolling up at once count every event once", async () => {
    const { open } = engine();
    const [one, two] = [await open(), await open()];
    const batch = (visitor: string) => ({
      views: [view(0, visitor, "/", "phone")],
      vitals: [...samples(0, "/", "LCP", [1200]), ...samples(0, "/", "CLS", [0.01])],
    });
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const store = index % 2 ? one : two;
        const { views, vitals } = batch(`v${index}`);
        await store.write(views, vitals);
        await store.rollUp(day(0));
      }),
    );
    await one.rollUp(day(0));
    expect(await two.daily(day(0), day(0))).toEqual([{ day: day(0), views: 20, visitors: 20 }]);
    expect(await one.histograms(day(0), day(0))).toEqual(
      expect.arrayContaining([
        { path: "/", metric: "LCP", bucket: 1200, device: "phone", samples: 20 },
        { path: "/", metric: "CLS", bucket: 10, device: "phone", samples: 20 },
      ]),
    );
  });
});
