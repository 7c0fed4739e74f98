import type { Config } from "../../config.ts";
import type { DatabaseLog, SqlDatabase } from "./db.ts";
import { openPostgresDatabase } from "./postgres.ts";
import { openSqliteDatabase } from "./sqlite.ts";

/** The outbox's database: PostgreSQL if DATABASE_URL is set, the SQLite file under DATA_DIR otherwise. */
export function openAdminDatabase(config: Pick<Config, "DATABASE_URL" | "dataDir">, log: DatabaseLog): SqlDatabase {
  return config.DATABASE_URL ? openPostgresDatabase(config.DATABASE_URL, log) : openSqliteDatabase(config.dataDir);
}
