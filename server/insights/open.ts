import type { Config } from "../config.ts";
import type { StoreLog } from "../outbox/store.ts";
import { openPostgresInsightsStore } from "./postgres-store.ts";
import { openSqliteInsightsStore } from "./sqlite-store.ts";
import type { InsightsStore } from "./store.ts";

/** Opens the store where the outbox is: the PostgreSQL of DATABASE_URL, or SQLite under DATA_DIR. */
export function openInsightsStore(config: Pick<Config, "DATABASE_URL" | "dataDir">, log: StoreLog): InsightsStore {
  return config.DATABASE_URL
    ? openPostgresInsightsStore(config.DATABASE_URL, log)
    : openSqliteInsightsStore(config.dataDir);
}
