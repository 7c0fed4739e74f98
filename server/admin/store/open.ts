import { join } from "node:path";
import type { Config } from "../../config.ts";
import type { DatabaseLog } from "../../db/database.ts";
import { openDatabase, type PartDatabase } from "../../db/open.ts";

/** Key of the admin migrations' advisory lock ("admin" in ASCII), apart from the outbox's. */
const lockKey = 0x61646d696e;

/**
 * The outbox's database: PostgreSQL if DATABASE_URL is set, the SQLite file under DATA_DIR
 * otherwise. Statements run on the calling thread: sign-ins and session checks are few, each
 * one indexed row, and WAL readers never wait for the outbox's writer.
 */
export function openAdminDatabase(config: Pick<Config, "DATABASE_URL" | "dataDir">, log: DatabaseLog): PartDatabase {
  return openDatabase(config, {
    name: "admin",
    migrations: join(import.meta.dirname, "migrations"),
    lockKey,
    file: "submissions.db",
    connections: 4,
    log,
  });
}
