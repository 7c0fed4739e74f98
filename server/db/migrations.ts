/**
 * Versioned SQL migrations, shared by the outbox, the admin area and the visit counts: files
 * `NNN_name.sql` in a folder, applied in order. On PostgreSQL each runs in its own transaction,
 * is recorded in its part's own table, and the whole run holds that part's advisory lock, so
 * instances starting together apply each migration once (the others wait, then find nothing left).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Pool, PoolClient } from "pg";

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migrations in `dir`, in order. */
export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number.parseInt(file, 10),
      name: file.replace(/\.sql$/, ""),
      sql: readFileSync(join(dir, file), "utf8"),
    }));
}

/** Where a part records its migrations, and the advisory lock it holds while applying them. */
export interface MigrationLedger {
  /** The table of applied versions, e.g. "outbox_migrations" (a fixed name, never input). */
  table: string;
  lockKey: number;
}

async function applyMissing(client: PoolClient, { table }: MigrationLedger, migrations: Migration[]) {
  await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now())`);
  const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${table}`);
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of migrations.filter((each) => !done.has(each.version))) {
    await client.query("BEGIN");
    try {
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${table} (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
    applied.push(migration.name);
  }
  return applied;
}

/** Applies on PostgreSQL the migrations the database lacks; returns the names of those applied. */
export async function migratePostgres(pool: Pool, ledger: MigrationLedger, migrations: Migration[]): Promise<string[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ledger.lockKey]);
    try {
      return await applyMissing(client, ledger, migrations);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [ledger.lockKey]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed may still hold the lock: close it rather than reuse it.
    client.release(broken);
  }
}
