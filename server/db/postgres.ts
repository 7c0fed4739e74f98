/**
 * The PostgreSQL of DATABASE_URL as a Database, through a connection pool of the part's own (so
 * that visit counts never take a connection a form submission needs). The pool opens new
 * connections as needed, so a database that went away is used again once it is back: one log
 * line when it goes, one when it returns. A connection problem is a DatabaseUnavailableError;
 * errors are passed on without PostgreSQL's `detail`, which can quote the row being written.
 */
import pg from "pg";
import { type Database, type DatabaseLog, DatabaseUnavailableError, type Queries, type Row } from "./database.ts";

export interface PostgresOptions {
  /** The part using it, in logs and as the connections' application_name. */
  name: string;
  /** Connections at most. */
  connections: number;
  /** Commits without waiting for the flush to disk (synchronous_commit off), but a durable transaction's. */
  relaxed?: boolean;
  log: DatabaseLog;
}

/** The database's address without credentials, for logs. */
export function redactDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/** The database itself is out of reach (rather than refusing one statement). */
function isConnectionProblem(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return true;
  // SQLSTATE 08: connection exception; 57P01-57P03: shutting down or starting up; 53300: too many connections.
  return /^(08|57P0[1-3]|53300)/.test(code) || /^E[A-Z]+$/.test(code);
}

/** What went wrong, without what PostgreSQL may add about the row. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  const { message, code } = (error ?? {}) as { message?: string; code?: string };
  return message || code || String(error);
}

export function openPostgres(url: string, { name, connections, relaxed = false, log }: PostgresOptions): Database {
  const location = redactDatabaseUrl(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: `scriptoria-${name}`,
    ...(relaxed ? { options: "-c synchronous_commit=off" } : {}),
  });

  let reachable = true;
  const down = (error: unknown) => {
    if (!reachable) return;
    reachable = false;
    log.error({ database: location, err: describe(error) }, `${name}: database unavailable`);
  };
  const up = () => {
    if (reachable) return;
    reachable = true;
    log.info({ database: location }, `${name}: database reachable again`);
  };
  // An idle connection the server dropped: the pool discards it and opens another when needed.
  pool.on("error", down);

  /** The error a caller sees: unavailable (connection) or failed (statement). */
  const failure = (error: unknown): Error => {
    if (!isConnectionProblem(error)) return new Error(`${name} query failed: ${describe(error)}`);
    down(error);
    return new DatabaseUnavailableError(`the ${name} database is unavailable: ${describe(error)}`);
  };
  const attempt = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      up();
      return result;
    } catch (error) {
      throw failure(error);
    }
  };
  const queriesOf = (client: pg.Pool | pg.PoolClient): Queries => {
    const query = (sql: string, params: readonly unknown[] = []) =>
      attempt(() => client.query(sql, params as unknown[]));
    return {
      all: async <R extends Row>(sql: string, params?: readonly unknown[]) => (await query(sql, params)).rows as R[],
      get: async <R extends Row>(sql: string, params?: readonly unknown[]) =>
        (await query(sql, params)).rows[0] as R | undefined,
      run: async (sql, params) => (await query(sql, params)).rowCount ?? 0,
      exec: async (sql) => {
        await attempt(() => client.query(sql));
      },
    };
  };

  const transaction: Database["transaction"] = async (work, { durable = false, lock } = {}) => {
    const client = await attempt(() => pool.connect());
    const tx = queriesOf(client);
    let broken: Error | undefined;
    try {
      await tx.exec(durable && relaxed ? "BEGIN; SET LOCAL synchronous_commit = on" : "BEGIN");
      if (lock !== undefined) await tx.run("SELECT pg_advisory_xact_lock($1)", [lock]);
      const result = await work(tx);
      await tx.exec("COMMIT");
      return result;
    } catch (error) {
      // A connection that cannot even roll back is closed rather than given to the next caller.
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };

  return {
    dialect: "postgres",
    ...queriesOf(pool),
    batch: async (statements, options) =>
      statements.length === 0
        ? []
        : transaction(async (tx) => {
            const results: Row[][] = [];
            for (const { sql, params } of statements) results.push(await tx.all(sql, params));
            return results;
          }, options),
    transaction,
    close: () => pool.end(),
  };
}
