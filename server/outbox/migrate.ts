/**
 * Versioned migrations of the PostgreSQL outbox: `migrations/NNN_name.sql`, applied in order,
 * each in its own transaction, recorded in `outbox_migrations`. The whole run holds an advisory
 * lock, so instances starting together apply each migration once: the others wait, then find
 * nothing left to do.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Pool } from "pg";
import type { StoreLog } from "./store.ts";

const migrationsDir = join(import.meta.dirname, "migrations");
/** Key of the advisory lock ("outbox" in ASCII). */
const lockKey = 0x6f7574626f78;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number.parseInt(file, 10),
      name: file.replace(/\.sql$/, ""),
      sql: await readFile(join(dir, file), "utf8"),
    })),
  );
}

/** Applies the migrations the database lacks; returns the names of those applied. */
export async function migrate(pool: Pool, log: StoreLog, migrations?: Migration[]): Promise<string[]> {
  const wanted = migrations ?? (await readMigrations());
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [lockKey]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS outbox_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now())`);
      const { rows } = await client.query<{ version: number }>("SELECT version FROM outbox_migrations");
      const done = new Set(rows.map((row) => row.version));
      const applied: string[] = [];
      for (const migration of wanted) {
        if (done.has(migration.version)) continue;
        await client.query("BEGIN");
        try {
          await client.query(migration.sql);
          await client.query("INSERT INTO outbox_migrations (version, name) VALUES ($1, $2)", [
            migration.version,
            migration.name,
          ]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          throw error;
        }
        applied.push(migration.name);
        log.info({ migration: migration.name }, "outbox: applied database migration");
      }
      return applied;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [lockKey]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed may still hold the lock: close it rather than reuse it.
    client.release(broken);
  }
}
