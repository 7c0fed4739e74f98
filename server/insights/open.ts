import { join } from "node:path";
import type { Config } from "../config.ts";
import type { DatabaseLog } from "../db/database.ts";
import { openDatabase } from "../db/open.ts";
import { openSqlInsightsStore } from "./sql-store.ts";
import type { InsightsStore } from "./store.ts";

/** Key of the insights migrations' advisory lock ("insights" in ASCII, cut to fit a bigint). */
const lockKey = 0x696e7369676874;

/**
 * Opens the store where the outbox is: the PostgreSQL of DATABASE_URL (three connections of its
 * own), or SQLite in DATA_DIR/insights.db, beside the outbox's submissions.db rather than in it,
 * so that writing visits never takes the write lock a form submission waits for. Commits are
 * relaxed: a crash of the machine may lose the last second of visits, never corrupt them.
 */
export function openInsightsStore(config: Pick<Config, "DATABASE_URL" | "dataDir">, log: DatabaseLog): InsightsStore {
  const db = openDatabase(config, {
    name: "insights",
    migrations: join(import.meta.dirname, "migrations"),
    lockKey,
    file: "insights.db",
    thread: true,
    relaxed: true,
    connections: 3,
    log,
  });
  return openSqlInsightsStore(db);
}
