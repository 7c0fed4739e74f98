import type { Config } from "../config.ts";
import { openPostgresStore } from "./postgres-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";
import type { OpenStoreOptions, OutboxStore } from "./store.ts";

/** Opens the store the configuration names: PostgreSQL if DATABASE_URL is set, SQLite under DATA_DIR otherwise. */
export function openOutboxStore(
  config: Pick<Config, "DATABASE_URL" | "dataDir">,
  options: OpenStoreOptions,
): OutboxStore {
  return config.DATABASE_URL
    ? openPostgresStore(config.DATABASE_URL, config.dataDir, options)
    : openSqliteStore(config.dataDir, options);
}
