/**
 * The embedded store's database, DATA_DIR/insights.db (WAL): its own file beside the outbox's
 * submissions.db, so that writing visits never takes the lock the forms' submissions wait for.
 * Opened by the store's thread (sqlite-thread.ts); every function here runs there.
 */
import { randomBytes } from "node:crypto";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import { transaction } from "../db/sqlite-transaction.ts";
import * as sql from "./sql.ts";
import type { DailyCount, Dimension, DimensionCount, HistogramRow, StoredView, VitalCount } from "./store.ts";

const insertView = "INSERT INTO insights_views (day, at, path, referrer, device, visitor) VALUES (?, ?, ?, ?, ?, ?)";
const addVitals = `
INSERT INTO insights_vitals (day, path, metric, bucket, samples) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (day, path, metric, bucket) DO UPDATE SET samples = insights_vitals.samples + excluded.samples`;

function migrate(db: DatabaseSync): void {
  const current = Number(db.prepare("PRAGMA user_version").get()?.user_version ?? 0);
  for (const migration of sql.readMigrations("sqlite")) {
    if (migration.version <= current) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      db.exec(`PRAGMA user_version = ${migration.version}`);
    });
  }
}

type Row = Record<string, SQLOutputValue>;
const counts = (row: Row) => ({ views: Number(row.views), visitors: Number(row.visitors) });

/** Opens (and migrates) the database; the operations of the store, synchronous. */
export function openInsightsDatabase(path: string) {
  const db = new DatabaseSync(path, { timeout: 5000 });
  // NORMAL: a crash of the machine may lose the last second of visits, never corrupt them.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
  migrate(db);
  const statement = (text: string) => db.prepare(sql.forSqlite(text));
  const insertViews = db.prepare(insertView);
  const addSamples = db.prepare(addVitals);
  const rollUp = statement(sql.rollUp);
  const makeSalt = statement(sql.makeSalt);
  const dropSalts = statement(sql.dropSalts);
  const readSalt = statement(sql.readSalt);
  const purgeViews = statement(sql.purgeViews);
  const daily = statement(sql.daily);
  const totals = statement(sql.totals);
  const histograms = statement(sql.histograms);

  return {
    write(views: StoredView[], vitals: VitalCount[]): void {
      transaction(db, () => {
        for (const view of views) {
          insertViews.run(view.day, view.at, view.path, view.referrer, view.device, view.visitor);
        }
        for (const vital of vitals) {
          addSamples.run(vital.day, vital.path, vital.metric, vital.bucket, vital.samples);
        }
      });
    },
    salt(day: string): Uint8Array {
      return transaction(db, () => {
        makeSalt.run(day, randomBytes(32));
        dropSalts.run(day);
        return readSalt.get(day)?.salt as Uint8Array;
      });
    },
    dropSaltsBefore(day: string): void {
      dropSalts.run(day);
    },
    rollUp(day: string): void {
      rollUp.run(day);
    },
    purgeViews(before: string): number {
      return Number(purgeViews.run(before).changes);
    },
    daily(from: string, to: string): DailyCount[] {
      return daily.all(from, to).map((row) => ({ day: String(row.day), ...counts(row) }));
    },
    totals(dimension: Exclude<Dimension, "site">, from: string, to: string): DimensionCount[] {
      return totals.all(dimension, from, to).map((row) => ({ value: String(row.value), ...counts(row) }));
    },
    histograms(from: string, to: string): HistogramRow[] {
      return histograms.all(from, to).map((row) => ({
        path: String(row.path),
        metric: row.metric as HistogramRow["metric"],
        bucket: Number(row.bucket),
        samples: Number(row.samples),
      }));
    },
    close(): void {
      db.close();
    },
  };
}

export type InsightsDatabase = ReturnType<typeof openInsightsDatabase>;
export type InsightsOperation = Exclude<keyof InsightsDatabase, "close">;
