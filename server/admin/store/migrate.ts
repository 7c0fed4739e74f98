/**
 * Versioned migrations of the admin tables: `migrations/<dialect>/NNN_name.sql`, applied in order,
 * each in its own transaction, and recorded in `admin_migrations` (apart from the outbox's, which
 * shares the database). sqlite.ts and postgres.ts apply them, each under its own lock.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrationsTable = `CREATE TABLE IF NOT EXISTS admin_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at bigint NOT NULL)`;

export const isApplied = "SELECT version FROM admin_migrations WHERE version = $1";
export const recordApplied = "INSERT INTO admin_migrations (version, name, applied_at) VALUES ($1, $2, $3)";

/** The migrations of one dialect, in order. */
export function readMigrations(dialect: "sqlite" | "postgres"): Migration[] {
  const dir = join(import.meta.dirname, "migrations", dialect);
  return readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number.parseInt(file, 10),
      name: file.replace(/\.sql$/, ""),
      sql: readFileSync(join(dir, file), "utf8"),
    }));
}
