/**
 * Versioned migrations of the admin tables: `migrations/<dialect>/NNN_name.sql`, applied in order,
 * each in its own transaction, and recorded in `admin_migrations` (apart from the outbox's, which
 * shares the database). sqlite.ts applies them with the statements below; on PostgreSQL,
 * server/db/migrations.ts does, under the admin area's advisory lock.
 */
import { join } from "node:path";
import { type Migration, readMigrations as readMigrationFiles } from "../../db/migrations.ts";

export const migrationsTable = `CREATE TABLE IF NOT EXISTS admin_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at bigint NOT NULL)`;

export const isApplied = "SELECT version FROM admin_migrations WHERE version = $1";
export const recordApplied = "INSERT INTO admin_migrations (version, name, applied_at) VALUES ($1, $2, $3)";

/** The migrations of one dialect, in order. */
export function readMigrations(dialect: "sqlite" | "postgres"): Migration[] {
  return readMigrationFiles(join(import.meta.dirname, "migrations", dialect));
}
