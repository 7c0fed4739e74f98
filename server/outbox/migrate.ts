/**
 * The PostgreSQL outbox's migrations: `migrations/NNN_name.sql`, recorded in `outbox_migrations`
 * under the outbox's advisory lock (server/db/migrations.ts).
 */
import { join } from "node:path";
import type { Pool } from "pg";
import { type Migration, migratePostgres, readMigrations as readMigrationFiles } from "../db/migrations.ts";
import type { StoreLog } from "./store.ts";

export type { Migration };

const migrationsDir = join(import.meta.dirname, "migrations");
/** Key of the advisory lock ("outbox" in ASCII). */
const lockKey = 0x6f7574626f78;

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  return readMigrationFiles(dir);
}

/** Applies the migrations the database lacks; returns the names of those applied. */
export async function migrate(pool: Pool, log: StoreLog, migrations?: Migration[]): Promise<string[]> {
  const applied = await migratePostgres(
    pool,
    { table: "outbox_migrations", lockKey },
    migrations ?? (await readMigrations()),
  );
  for (const migration of applied) log.info({ migration }, "outbox: applied database migration");
  return applied;
}
