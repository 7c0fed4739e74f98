/**
 * Where visits and speed are kept: the outbox's database (SQLite under DATA_DIR, or the
 * PostgreSQL of DATABASE_URL shared by every instance), one store on either (sql-store.ts).
 *
 * - Page views as they arrived (day, time, page, referring host, device class, browser, operating
 *   system, country, and on a visit's first page its channel and campaign, the day's visitor
 *   hash), and the other events of a visit (time seen, links, downloads, accepted forms), deleted
 *   after `rawViewRetentionDays`.
 * - Daily counts per page, referring host, device class, browser, operating system and country,
 *   and for the whole site: page views and unique visitors; per goal: events and unique
 *   visitors; for the site and per entry page, exit page, channel and campaign: visits, bounces,
 *   their summed duration and those that converted. Made from the raw views and events
 *   (`rollUp`), kept for good.
 * - Vitals as histograms: samples per day, page, metric and bucket, kept for good.
 * - The day's salt (visitor.ts), deleted when the day is over.
 */
import type { DeviceClass, VitalName } from "../../core/protocols/insights-protocol.ts";

export interface StoredView {
  day: string;
  /** Milliseconds since the epoch. */
  at: number;
  path: string;
  /** The referring host, or "". */
  referrer: string;
  device: DeviceClass;
  /** "Chrome 131" and "Android" (sources.ts), from the user agent, which is not kept. */
  browser: string;
  os: string;
  /** On a visit's first page, its channel (sources.ts); "" on the pages after it. */
  channel: string;
  /** On a visit's first page, its campaign as listed (sources.ts), or "". */
  campaign: string;
  /** ISO 3166 code of the address's country (country.ts), or "" when unknown. */
  country: string;
  visitor: string;
}

/**
 * Another event of a visit: time seen ("engage", `amount` in ms), a click to another site
 * ("outbound", `target` its host), a download (`target` the file), a form accepted ("conversion",
 * `target` the form: "contact" or "career").
 */
export interface StoredEvent {
  day: string;
  at: number;
  visitor: string;
  kind: "engage" | "outbound" | "download" | "conversion";
  /** The page it happened on ("" for a form). */
  path: string;
  target: string;
  amount: number;
}

/** Samples of one bucket of one metric of one page on one day, on one device class ("" when the report named none). */
export interface VitalCount {
  day: string;
  path: string;
  metric: VitalName;
  bucket: number;
  device: DeviceClass | "";
  samples: number;
}

export type Dimension =
  | "site"
  | "page"
  | "referrer"
  | "device"
  | "browser"
  | "os"
  | "country"
  | "goal"
  | VisitDimension;

/** What visits are counted by: the whole site (value ""), and a visit's first and last page, channel and campaign. */
export type VisitDimension = "entry" | "exit" | "channel" | "campaign";

export interface DailyCount {
  day: string;
  views: number;
  visitors: number;
}

export interface DimensionCount {
  value: string;
  views: number;
  visitors: number;
}

/** Visits of one value: how many, by how many visitors, of one page, their summed duration (ms), converted. */
export interface VisitCount {
  value: string;
  visits: number;
  visitors: number;
  bounces: number;
  duration: number;
  conversions: number;
}

/** What the dashboard can be filtered by: a visit's channel, campaign, country, device class or entry page, or a page it viewed. */
export const filterDimensions = ["channel", "campaign", "country", "device", "entry", "page"] as const;
export type FilterDimension = (typeof filterDimensions)[number];

export interface Filter {
  dimension: FilterDimension;
  value: string;
}

/** A value's counts within a filter: page views (and visitors) for a page's dimensions, visits for a visit's. */
export type FilteredCount = DimensionCount & VisitCount;

export type HistogramRow = Omit<VitalCount, "day">;

export interface InsightsStore {
  readonly kind: "sqlite" | "postgres";
  /** Resolves once the store can be used (PostgreSQL: reached and migrated). */
  ready(): Promise<void>;
  /** Writes a batch in one transaction: the views, the events, and the vitals' counts added to the histograms. */
  write(views: StoredView[], vitals: VitalCount[], events?: StoredEvent[]): Promise<void>;
  /** The salt of `day`, made if there is none yet; the salts of earlier days are deleted. */
  salt(day: string): Promise<Buffer>;
  /** Deletes the salts of days before `day` (the schedule, so that no salt outlives its day without traffic). */
  dropSaltsBefore(day: string): Promise<void>;
  /** (Re)makes the daily counts of `day` from its raw views. */
  rollUp(day: string): Promise<void>;
  /**
   * Makes the counts within the filters of `day` again (about five times the work of `rollUp`),
   * unless they are current: resolves with whether it made them. Instances take turns, and one
   * that waited for another's turn finds the counts made.
   */
  rollUpFilters(day: string): Promise<boolean>;
  /** Whether the counts within the filters of `day` are made from all the page views its daily counts have. */
  filtersCurrent(day: string): Promise<boolean>;
  /** Deletes the raw views and events of days before `day`; returns how many views. */
  purgeViews(before: string): Promise<number>;
  /** Page views and unique visitors of the whole site per day, from `from` to `to` (inclusive), days without any left out. */
  daily(from: string, to: string): Promise<DailyCount[]>;
  /** Page views and unique visitors since `since` (ms since the epoch), from the raw views. */
  recent(since: number): Promise<{ views: number; visitors: number }>;
  /** Views (events, for goals) and visitors per value of `dimension` over the days, most first. */
  totals(dimension: Exclude<Dimension, "site" | VisitDimension>, from: string, to: string): Promise<DimensionCount[]>;
  /** The visits of the whole site ("site", one row) or per value of `dimension` over the days, most first. */
  visits(dimension: VisitDimension | "site", from: string, to: string): Promise<VisitCount[]>;
  /**
   * Claims the weekly report of `week` (its Monday) for this instance: true when no one has, or
   * when a claim made before `lapsedBefore` was never queued.
   */
  claimWeek(week: string, now: number, lapsedBefore: number): Promise<boolean>;
  /** Marks `week`'s report queued in the outbox: no one claims it again. */
  weekQueued(week: string): Promise<void>;
  /** Page views and unique visitors per day within `filter`, days without any left out. */
  filteredDaily(filter: Filter, from: string, to: string): Promise<DailyCount[]>;
  /** The counts of `dimension` ("site": one row) within `filter` over the days, most visits and views first. */
  filtered(filter: Filter, dimension: Dimension | "site", from: string, to: string): Promise<FilteredCount[]>;
  /** The vitals' samples per page, metric and bucket over the days. */
  histograms(from: string, to: string): Promise<HistogramRow[]>;
  close(): Promise<void>;
}
