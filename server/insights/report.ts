/**
 * What the dashboard shows, read from the store: page views and visitors per day over the chosen
 * range; the visits over it (bounces, duration, conversions) for the whole site and by channel,
 * campaign, entry and exit page; the top pages, referring sites, countries, device classes,
 * browsers and operating systems; the goals; and the 75th percentile of each vital over the same
 * days, per page and for the whole site.
 */
import { deviceClasses, type VitalName, vitalNames } from "../../core/protocols/insights-protocol.ts";
import type { DailyCount, DimensionCount, Filter, HistogramRow, InsightsStore, VisitCount } from "./store.ts";
import { dayOf } from "./visitor.ts";
import { type Histogram, type Percentile, p75 } from "./vitals.ts";

export const ranges = [7, 30, 90] as const;

/** The earliest day a period chosen by date may start, and the most days it may span. */
export const earliestDay = "2020-01-01";
export const longestPeriodDays = 732;
export type Range = (typeof ranges)[number];

const dayMs = 24 * 60 * 60 * 1000;

/** "Now" on the dashboard: the visitors of the last five minutes, as Plausible's realtime counts them. */
export const nowMinutes = 5;

export interface SpeedRow {
  /** A page's path, or "" for the whole site. */
  path: string;
  vitals: Partial<Record<VitalName, Percentile>>;
}

/** The totals of a period, for comparing one with another. */
export interface PeriodTotals {
  from: string;
  to: string;
  total: { views: number; visitors: number };
  visits: VisitCount;
}

export interface Report {
  /** One of the dashboard's ranges, or none for days chosen by date. */
  range?: Range;
  /** The query that names the period (`range=30`, `from=…&to=…`), for links to the same days. */
  query: string;
  from: string;
  to: string;
  /** Every day of the range, days without visits included. */
  days: DailyCount[];
  total: { views: number; visitors: number };
  /** The visits over the range (ADR 0182). */
  visits: VisitCount;
  /** Unique visitors in the last `nowMinutes` minutes. */
  now: number;
  pages: DimensionCount[];
  referrers: DimensionCount[];
  devices: DimensionCount[];
  countries: DimensionCount[];
  /** Goals ("conversion:contact", "outbound:host", "download:/path"): events and unique visitors. */
  goals: DimensionCount[];
  /** Visits per channel, campaign, entry page and exit page. */
  channels: VisitCount[];
  campaigns: VisitCount[];
  entries: VisitCount[];
  exits: VisitCount[];
  /** Page views per browser (family and major version) and operating system. */
  browsers: DimensionCount[];
  systems: DimensionCount[];
  speed: { from: string; to: string; site: SpeedRow; devices: SpeedRow[]; pages: SpeedRow[] };
  /** As many days just before, for comparison (the dashboard's). */
  previous?: PeriodTotals;
  /** The filter every count but the speed's is within, if one is. */
  filter?: Filter;
}

/** What a report reads of the counts: the whole site's, or those within a filter. */
type CountReader = Pick<InsightsStore, "daily" | "visits" | "totals">;

/** The counts within `filter`, or the whole site's without one. */
export function countsWithin(store: InsightsStore, filter: Filter | undefined): CountReader {
  if (!filter) return store;
  return {
    daily: (from, to) => store.filteredDaily(filter, from, to),
    visits: (dimension, from, to) => store.filtered(filter, dimension, from, to),
    totals: (dimension, from, to) => store.filtered(filter, dimension, from, to),
  };
}

/** The `count` days up to the day of `now`, oldest first. */
export function daysUpTo(now: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => dayOf(now - (count - 1 - index) * dayMs));
}

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive), oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / dayMs) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => dayOf(start + index * dayMs));
}

/** As many days as `days` just before them. */
export function daysBefore(days: string[]): string[] {
  const first = Date.parse(`${days[0] ?? "1970-01-01"}T00:00:00Z`);
  return daysBetween(dayOf(first - days.length * dayMs), dayOf(first - dayMs));
}

const noVisits: VisitCount = { value: "", visits: 0, visitors: 0, bounces: 0, duration: 0, conversions: 0 };

const summed = (daily: DailyCount[]) =>
  daily.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), {
    views: 0,
    visitors: 0,
  });

/** The totals of `days`, of the whole site or within a filter. */
export async function periodTotals(store: CountReader, days: string[]): Promise<PeriodTotals> {
  const from = days[0] ?? "";
  const to = days.at(-1) ?? "";
  const [daily, [visits]] = await Promise.all([store.daily(from, to), store.visits("site", from, to)]);
  return { from, to, total: summed(daily), visits: visits ?? noVisits };
}

function everyDay(days: string[], counts: DailyCount[]): DailyCount[] {
  const byDay = new Map(counts.map((count) => [count.day, count]));
  return days.map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 });
}

/** The percentiles of one set of histogram rows (a page's, or all of them for the site). */
function speedOf(path: string, rows: HistogramRow[]): SpeedRow {
  const vitals: SpeedRow["vitals"] = {};
  for (const name of vitalNames) {
    const histogram: Histogram = new Map();
    for (const row of rows) {
      if (row.metric === name) histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.samples);
    }
    const percentile = p75(name, histogram);
    if (percentile) vitals[name] = percentile;
  }
  return { path, vitals };
}

/**
 * Per page (most samples of LCP first), for the whole site, and for the whole site on each device
 * class that has samples (`path` is then the class; reports that named none count for the site only).
 */
export function speedRows(rows: HistogramRow[]): { site: SpeedRow; devices: SpeedRow[]; pages: SpeedRow[] } {
  const byPath = Map.groupBy(rows, (row) => row.path);
  const pages = [...byPath].map(([path, pathRows]) => speedOf(path, pathRows));
  const samples = (row: SpeedRow) => row.vitals.LCP?.samples ?? 0;
  pages.sort((a, b) => samples(b) - samples(a) || a.path.localeCompare(b.path));
  const devices = deviceClasses
    .map((device) =>
      speedOf(
        device,
        rows.filter((row) => row.device === device),
      ),
    )
    .filter((row) => Object.keys(row.vitals).length > 0);
  return { site: speedOf("", rows), devices, pages };
}

/** The report of the `range` days up to today, within `filter` if one is given. */
export function buildReport(store: InsightsStore, range: Range, now: number, filter?: Filter): Promise<Report> {
  return reportOfDays(store, { range, filter }, daysUpTo(now, range), now);
}

/** The query that names a report's days: its range, or its first and last day. */
export const periodQuery = ({ range, from, to }: Pick<Report, "range" | "from" | "to">) =>
  range ? `range=${range}` : `from=${from}&to=${to}`;

const formGoals: Record<string, string> = { contact: "Contact enquiry accepted", career: "Job application accepted" };

/** "conversion:contact" → "Contact enquiry accepted"; "outbound:host" → "Link to host"; "download:/path" → "Download of path". */
export function goalName(value: string): string {
  const [kind = "", target = ""] = value.split(/:(.*)/s);
  if (kind === "conversion") return formGoals[target] ?? target;
  if (kind === "outbound") return `Link to ${target}`;
  return `Download of ${target.split("/").at(-1) ?? target}`;
}

/** The query that names a filter ("filter=channel%3AE-mail"). */
export const filterQuery = ({ dimension, value }: Filter) => `filter=${encodeURIComponent(`${dimension}:${value}`)}`;

/** The report of `days` (consecutive, oldest first), named by `period` in the dashboard's links. */
export async function reportOfDays(
  store: InsightsStore,
  period: Pick<Report, "range" | "filter">,
  days: string[],
  now: number,
): Promise<Report> {
  const from = days[0] ?? dayOf(now);
  const to = days.at(-1) ?? dayOf(now);
  const counts = countsWithin(store, period.filter);
  const [visits, channels, campaigns, entries, exits] = await Promise.all([
    counts.visits("site", from, to),
    counts.visits("channel", from, to),
    counts.visits("campaign", from, to),
    counts.visits("entry", from, to),
    counts.visits("exit", from, to),
  ]);
  const [daily, pages, referrers, devices, countries, goals, browsers, systems, histograms, recent] = await Promise.all(
    [
      counts.daily(from, to),
      counts.totals("page", from, to),
      counts.totals("referrer", from, to),
      counts.totals("device", from, to),
      counts.totals("country", from, to),
      counts.totals("goal", from, to),
      counts.totals("browser", from, to),
      counts.totals("os", from, to),
      store.histograms(from, to),
      store.recent(now - nowMinutes * 60_000),
    ],
  );
  const total = summed(daily);
  const named = { range: period.range, from, to };
  return {
    ...period,
    query: [periodQuery(named), ...(period.filter ? [filterQuery(period.filter)] : [])].join("&"),
    from,
    to,
    days: everyDay(days, daily),
    total,
    visits: visits[0] ?? noVisits,
    now: recent.visitors,
    pages,
    referrers,
    devices,
    countries,
    goals,
    channels,
    campaigns,
    entries,
    exits,
    browsers,
    systems,
    speed: { from, to, ...speedRows(histograms) },
  };
}
