/**
 * The shared store: the PostgreSQL database of DATABASE_URL, written by every instance. A small
 * pool of its own, so that visits never take a connection the forms' outbox needs. The server
 * starts without waiting for the database: the schema is migrated in the background, retried
 * with backoff, and until then every call fails at once (the batch is dropped, see batcher.ts).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { StoreLog } from "../outbox/store.ts";
import { migrateInsights } from "./postgres-migrate.ts";
import * as sql from "./sql.ts";
import type { HistogramRow, InsightsStore, StoredView, VitalCount } from "./store.ts";

/** Key of the advisory lock that lets one roll-up run at a time across instances ("rollup"). */
const rollUpLockKey = 0x726f6c6c7570;

const insertViews = `
INSERT INTO insights_views (day, at, path, referrer, device, visitor)
SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[])`;

const addVitals = `
INSERT INTO insights_vitals (day, path, metric, bucket, samples)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::bigint[])
ON CONFLICT (day, path, metric, bucket) DO UPDATE SET samples = insights_vitals.samples + excluded.samples`;

const saltOfDay = `
WITH made AS (${sql.makeSalt} RETURNING salt)
SELECT salt FROM made UNION ALL SELECT salt FROM insights_salts WHERE day = $1`;

/** The batch as one array per column, for unnest. */
const viewColumns = (views: StoredView[]) =>
  (["day", "at", "path", "referrer", "device", "visitor"] as const).map((key) => views.map((view) => view[key]));
const vitalColumns = (vitals: VitalCount[]) =>
  (["day", "path", "metric", "bucket", "samples"] as const).map((key) => vitals.map((vital) => vital[key]));

/** Runs `work` in a transaction on one connection of the pool. */
async function transaction(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    await work(client);
    await client.query("COMMIT");
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Migrates in the background until it succeeds (1 s, doubling up to 30 s, between tries). */
function migrateInBackground(pool: pg.Pool, log: StoreLog, isClosed: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const attempt = (delay: number) => {
      if (isClosed()) return;
      migrateInsights(pool).then(
        () => resolve(),
        (error: unknown) => {
          log.warn({ err: error instanceof Error ? error.message : String(error) }, "insights: database unavailable");
          setTimeout(() => attempt(Math.min(delay * 2, 30_000)), delay).unref();
        },
      );
    };
    attempt(1000);
  });
}

export function openPostgresInsightsStore(url: string, log: StoreLog): InsightsStore {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  // An idle connection that breaks is replaced by the pool; the next query says if it matters.
  pool.on("error", () => {});
  let closed = false;
  let migrated = false;
  const ready = migrateInBackground(pool, log, () => closed).then(() => {
    migrated = true;
  });
  /** The pool, once the schema is there. */
  const usable = () => {
    if (!migrated) throw new Error("the insights database is not ready");
    return pool;
  };
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[]) =>
    (await usable().query<R>(text, values)).rows;
  const counts = (row: { views: string; visitors: string }) => ({
    views: Number(row.views),
    visitors: Number(row.visitors),
  });

  return {
    kind: "postgres",
    ready: () => ready,
    async write(views: StoredView[], vitals: VitalCount[]) {
      await transaction(usable(), async (client) => {
        if (views.length > 0) await client.query(insertViews, viewColumns(views));
        if (vitals.length > 0) await client.query(addVitals, vitalColumns(vitals));
      });
    },
    async salt(day) {
      const [row] = await query<{ salt: Buffer }>(saltOfDay, [day, randomBytes(32)]);
      await query(sql.dropSalts, [day]);
      if (!row) throw new Error("no salt was made");
      return row.salt;
    },
    async dropSaltsBefore(day) {
      await query(sql.dropSalts, [day]);
    },
    async rollUp(day) {
      await transaction(usable(), async (client) => {
        await client.query("SELECT pg_advisory_xact_lock($1)", [rollUpLockKey]);
        await client.query(sql.rollUp, [day]);
      });
    },
    async purgeViews(before) {
      return (await usable().query(sql.purgeViews, [before])).rowCount ?? 0;
    },
    async daily(from, to) {
      const rows = await query<{ day: string; views: string; visitors: string }>(sql.daily, [from, to]);
      return rows.map((row) => ({ day: row.day, ...counts(row) }));
    },
    async totals(dimension, from, to) {
      const rows = await query<{ value: string; views: string; visitors: string }>(sql.totals, [dimension, from, to]);
      return rows.map((row) => ({ value: row.value, ...counts(row) }));
    },
    async histograms(from, to) {
      const rows = await query<HistogramRow & { samples: string }>(sql.histograms, [from, to]);
      return rows.map((row) => ({ ...row, bucket: Number(row.bucket), samples: Number(row.samples) }));
    },
    async close() {
      closed = true;
      await pool.end();
    },
  };
}
