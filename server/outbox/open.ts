import { join } from "node:path";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/open.ts";
import { resumeFiles, resumeRows } from "./resumes.ts";
import { openSqlStore } from "./sql-store.ts";
import type { OpenStoreOptions, OutboxStore } from "./store.ts";

/** Key of the outbox's migrations' advisory lock ("outbox" in ASCII). */
const lockKey = 0x6f7574626f78;

/** Opens the outbox where the configuration says: PostgreSQL if DATABASE_URL is set, SQLite under DATA_DIR otherwise. */
export function openOutboxStore(
  config: Pick<Config, "DATABASE_URL" | "dataDir">,
  { messageDomain, log, retry }: OpenStoreOptions,
): OutboxStore {
  const db = openDatabase(config, {
    name: "outbox",
    migrations: join(import.meta.dirname, "migrations"),
    lockKey,
    file: "submissions.db",
    thread: true,
    relaxed: true,
    connections: 8,
    log,
    retry,
  });
  const shelf =
    db.dialect === "sqlite"
      ? resumeFiles(join(config.dataDir, "resumes"))
      : resumeRows(join(config.dataDir, "uploads"));
  return openSqlStore(db, shelf, messageDomain);
}
