/**
 * The admin tables in the outbox's PostgreSQL database (DATABASE_URL), through a small pool of
 * their own. Like the outbox, the server starts without waiting for the database: the tables
 * are migrated on first use, and again on the next use if the database could not be reached.
 */
import pg from "pg";
import type { DatabaseLog, Row, SqlDatabase, SqlValue } from "./db.ts";
import { isApplied, migrationsTable, readMigrations, recordApplied } from "./migrate.ts";

/** Key of the migrations' advisory lock ("admin" in ASCII), apart from the outbox's. */
const lockKey = 0x61646d696e;

async function applyOne(client: pg.PoolClient, version: number, name: string, sql: string): Promise<boolean> {
  if ((await client.query(isApplied, [version])).rowCount) return false;
  await client.query("BEGIN");
  try {
    await client.query(sql);
    await client.query(recordApplied, [version, name, Date.now()]);
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** Applies the migrations the database lacks, holding the advisory lock (instances starting together apply each once). */
async function migrate(pool: pg.Pool, log: DatabaseLog): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [lockKey]);
    try {
      await client.query(migrationsTable);
      for (const { version, name, sql } of readMigrations("postgres")) {
        if (await applyOne(client, version, name, sql))
          log.info({ migration: name }, "admin: applied database migration");
      }
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

export function openPostgresDatabase(url: string, log: DatabaseLog): SqlDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: "scriptoria-admin",
  });
  // An idle connection the server dropped: the pool opens another when needed.
  pool.on("error", (error) => log.error({ err: error.message }, "admin: database connection lost"));
  let migrated: Promise<void> | undefined;
  const ready = () => {
    migrated ??= migrate(pool, log).catch((error: unknown) => {
      migrated = undefined;
      throw error;
    });
    return migrated;
  };
  const run = async (sql: string, params: SqlValue[]) => {
    await ready();
    return pool.query(sql, params);
  };
  return {
    async query<R extends Row>(sql: string, params: SqlValue[] = []) {
      return (await run(sql, params)).rows as R[];
    },
    async execute(sql, params = []) {
      return (await run(sql, params)).rowCount ?? 0;
    },
    close: () => pool.end(),
  };
}
