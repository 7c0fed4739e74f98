/**
 * The admin tables in the outbox's PostgreSQL database (DATABASE_URL), through a small pool of
 * their own. Like the outbox, the server starts without waiting for the database: the tables
 * are migrated on first use, and again on the next use if the database could not be reached.
 */
import pg from "pg";
import { migratePostgres } from "../../db/migrations.ts";
import type { DatabaseLog, Row, SqlDatabase, SqlValue } from "./db.ts";
import { readMigrations } from "./migrate.ts";

/** Key of the migrations' advisory lock ("admin" in ASCII), apart from the outbox's. */
const lockKey = 0x61646d696e;

/** Applies the migrations the database lacks (instances starting together apply each once). */
async function migrate(pool: pg.Pool, log: DatabaseLog): Promise<void> {
  const applied = await migratePostgres(pool, { table: "admin_migrations", lockKey }, readMigrations("postgres"));
  for (const migration of applied) log.info({ migration }, "admin: applied database migration");
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
