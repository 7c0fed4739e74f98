/**
 * The PostgreSQL store's migrations (`migrations/postgres/NNN_name.sql`), recorded in
 * `insights_migrations` under the visit counts' advisory lock (server/db/migrations.ts).
 */
import { join } from "node:path";
import type pg from "pg";
import { migratePostgres, readMigrations } from "../db/migrations.ts";

/** Key of the advisory lock ("insights" in ASCII, cut to fit a bigint). */
export const migrationLockKey = 0x696e7369676874;

/** Applies the migrations the database lacks; returns the names of those applied. */
export function migrateInsights(pool: pg.Pool): Promise<string[]> {
  return migratePostgres(
    pool,
    { table: "insights_migrations", lockKey: migrationLockKey },
    readMigrations(join(import.meta.dirname, "migrations", "postgres")),
  );
}
