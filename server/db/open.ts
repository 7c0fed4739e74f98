/**
 * A part's database (the outbox, the admin area, the visit counts), opened where the
 * configuration says (the PostgreSQL of DATABASE_URL, or a SQLite file under DATA_DIR) and used
 * once its migrations are applied. The server starts without waiting for the database: the
 * migrations run in the background, retried with backoff (1 s, doubling up to 30 s) while it is
 * unreachable, and a statement made meanwhile tries them once more itself, failing with a
 * DatabaseUnavailableError if they still cannot run (the endpoints answer 503).
 */
import { join } from "node:path";
import type { Config } from "../config.ts";
import { type Database, type DatabaseLog, DatabaseUnavailableError, type Queries } from "./database.ts";
import { migrate, readMigrations } from "./migrations.ts";
import { openPostgres, redactDatabaseUrl } from "./postgres.ts";
import { openSqlite } from "./sqlite.ts";

export interface PartOptions {
  /** The part: its name in logs, and its ledger `<name>_migrations`. */
  name: string;
  /** Its migrations' folder (see migrations.ts). */
  migrations: string;
  /** Key of its migrations' advisory lock on PostgreSQL (its name in ASCII, fitting a bigint). */
  lockKey: number;
  /** Its SQLite file under DATA_DIR. */
  file: string;
  /** SQLite: statements on a thread of their own. */
  thread?: boolean;
  /** Commits survive a crash of the process; a crash of the machine may lose the last moments (not a durable transaction). */
  relaxed?: boolean;
  /** PostgreSQL: connections at most. */
  connections: number;
  log: DatabaseLog;
  /** Keep trying to migrate in the background (the server), or give up after the first failure (a command). Default true. */
  retry?: boolean;
}

export interface PartDatabase extends Database {
  /** Where the data is, for logs: a file, or the database without credentials. */
  readonly location: string;
  /** Resolves once the database is reached and migrated; rejects if that fails and `retry` is off, or once closed. */
  ready(): Promise<void>;
}

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

export function openDatabase(config: Pick<Config, "DATABASE_URL" | "dataDir">, options: PartOptions): PartDatabase {
  const { name, log } = options;
  const url = config.DATABASE_URL;
  const location = url ? redactDatabaseUrl(url) : join(config.dataDir, options.file);
  const db = url
    ? openPostgres(url, { name, connections: options.connections, relaxed: options.relaxed, log })
    : openSqlite(location, { thread: options.thread, relaxed: options.relaxed });
  const migrations = readMigrations(options.migrations, db.dialect);

  let migrated = false;
  let closed = false;
  let attempt: Promise<void> | undefined;
  /** The migrations' run under way, or a new one. */
  const migrateNow = () => {
    attempt ??= migrate(db, { table: `${name}_migrations`, lockKey: options.lockKey }, migrations).then(
      (applied) => {
        for (const migration of applied) log.info({ migration }, `${name}: applied database migration`);
        migrated = true;
        log.info({ database: location }, `${name}: database ready`);
      },
      (error: unknown) => {
        attempt = undefined;
        throw error;
      },
    );
    return attempt;
  };

  let wake: (() => void) | undefined;
  const ready = (async () => {
    for (let delay = firstRetryMs; !closed; delay = Math.min(delay * 2, maxRetryMs)) {
      try {
        return await migrateNow();
      } catch (error) {
        if (options.retry === false) throw error;
        const err = error instanceof Error ? error.message : String(error);
        log.error({ database: location, err, retryInMs: delay }, `${name}: could not prepare the database`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, delay).unref();
        });
      }
    }
    throw new DatabaseUnavailableError(`the ${name} database is closed`);
  })();
  ready.catch(() => {});

  /** The database, once migrated (trying the migrations now if they have not run yet). */
  const usable = async (): Promise<Database> => {
    if (closed) throw new DatabaseUnavailableError(`the ${name} database is closed`);
    if (!migrated) await migrateNow();
    return db;
  };
  const queries: Queries = {
    all: async (sql, params) => (await usable()).all(sql, params),
    get: async (sql, params) => (await usable()).get(sql, params),
    run: async (sql, params) => (await usable()).run(sql, params),
    exec: async (sql) => (await usable()).exec(sql),
  };

  return {
    dialect: db.dialect,
    location,
    ready: () => ready,
    ...queries,
    batch: async (statements, batchOptions) => (await usable()).batch(statements, batchOptions),
    transaction: async (work, transactionOptions) => (await usable()).transaction(work, transactionOptions),
    async close() {
      closed = true;
      wake?.();
      await ready.catch(() => {});
      await db.close();
    },
  };
}
