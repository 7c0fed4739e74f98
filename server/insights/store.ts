/**
 * Where visits and speed are kept: the outbox's database (SQLite under DATA_DIR, or the
 * PostgreSQL of DATABASE_URL shared by every instance), one store on either (sql-store.ts).
 *
 * - Page views as they arrived (day, time, page, referring host, device class, browser, operating
 *   system, and on a visit's first page its channel and campaign, the day's visitor hash), deleted
 *   after `rawViewRetentionDays`.
 * - Daily counts per page, referring host, device class, browser and operating system, and for the
 *   whole site: page views and unique visitors; per channel, campaign and entry page: visits
 *   (first pages) and unique visitors. Made from the raw views (`rollUp`), kept for good.
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
  visitor: string;
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

export type Dimension = "site" | "page" | "referrer" | "device" | "browser" | "os" | "channel" | "campaign" | "entry";

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

export type HistogramRow = Omit<VitalCount, "day">;

export interface InsightsStore {
  readonly kind: "sqlite" | "postgres";
  /** Resolves once the store can be used (PostgreSQL: reached and migrated). */
  ready(): Promise<void>;
  /** Writes a batch in one transaction: the views, and the vitals' counts added to the histograms. */
  write(views: StoredView[], vitals: VitalCount[]): Promise<void>;
  /** The salt of `day`, made if there is none yet; the salts of earlier days are deleted. */
  salt(day: string): Promise<Buffer>;
  /** Deletes the salts of days before `day` (the schedule, so that no salt outlives its day without traffic). */
  dropSaltsBefore(day: string): Promise<void>;
  /** (Re)makes the daily counts of `day` from its raw views. */
  rollUp(day: string): Promise<void>;
  /** Deletes the raw views of days before `day`; returns how many. */
  purgeViews(before: string): Promise<number>;
  /** Page views and unique visitors of the whole site per day, from `from` to `to` (inclusive), days without any left out. */
  daily(from: string, to: string): Promise<DailyCount[]>;
  /** Page views and unique visitors since `since` (ms since the epoch), from the raw views. */
  recent(since: number): Promise<{ views: number; visitors: number }>;
  /** Views and visitors per value of `dimension` over the days, most views first. */
  totals(dimension: Exclude<Dimension, "site">, from: string, to: string): Promise<DimensionCount[]>;
  /** The vitals' samples per page, metric and bucket over the days. */
  histograms(from: string, to: string): Promise<HistogramRow[]>;
  close(): Promise<void>;
}
