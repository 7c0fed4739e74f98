/**
 * The PostgreSQL store's migrations (`migrations/postgres/NNN_name.sql`), applied in order, each
 * in its own transaction, recorded in `insights_migrations`, under an advisory lock so that
 * instances starting together apply each one once.
 */
import type pg from "pg";
import { readMigrations } from "./sql.ts";

/** Key of the advisory lock ("insights" in ASCII, cut to fit a bigint). */
export const migrationLockKey = 0x696e7369676874;

async function apply(client: pg.PoolClient): Promise<string[]> {
  await client.query(`CREATE TABLE IF NOT EXISTS insights_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now())`);
  const { rows } = await client.query<{ version: number }>("SELECT version FROM insights_migrations");
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of readMigrations("postgres")) {
    if (done.has(migration.version)) continue;
    await client.query("BEGIN");
    try {
      await client.query(migration.sql);
      await client.query("INSERT INTO insights_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
    applied.push(migration.name);
  }
  return applied;
}

/** Applies the migrations the database lacks; returns the names of those applied. */
export async function migrateInsights(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [migrationLockKey]);
    try {
      return await apply(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed may still hold the lock: closed rather than reused.
    client.release(broken);
  }
}
