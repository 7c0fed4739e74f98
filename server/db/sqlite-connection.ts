/**
 * One SQLite connection (WAL), run by sqlite.ts on the calling thread or on a thread of its own
 * (sqlite-thread.ts): every request is synchronous and answered in the order it came.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { SqlValue, Statement } from "./database.ts";

export type SqliteRequest =
  | { op: "all" | "get" | "run"; sql: string; params: readonly SqlValue[] }
  | { op: "batch"; statements: readonly Statement[]; durable: boolean }
  | { op: "exec"; sql: string }
  | { op: "begin"; durable: boolean }
  | { op: "commit" | "rollback" };

export interface SqliteSettings {
  path: string;
  /** NORMAL: a commit survives a crash of the process, and a crash of the machine may lose the last moments. */
  synchronous: "FULL" | "NORMAL";
}

interface Prepared {
  statement: StatementSync;
  /** Which parameter each `?` takes, when that is not simply the next one. */
  order?: number[];
}

/**
 * The statements write `$1`, `$2`…; SQLite is given a plain `?` for each, and the parameters in
 * the order the marks appear. (Its own numbered `?NNN` would do, but node:sqlite binds those
 * slowly: an insert of 500 rows took ten times as long.)
 */
function prepareSqlite(db: DatabaseSync, sql: string): Prepared {
  const order: number[] = [];
  const text = sql.replace(/\$(\d+)/g, (_mark, number: string) => {
    order.push(Number(number) - 1);
    return "?";
  });
  const inOrder = order.every((parameter, index) => parameter === index);
  return { statement: db.prepare(text), ...(inOrder ? {} : { order }) };
}

/** Prepared statements kept; beyond them the oldest is prepared again when next used. */
const keptStatements = 200;

export function connectSqlite({ path, synchronous }: SqliteSettings) {
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}; PRAGMA foreign_keys = ON;`);
  const cache = new Map<string, Prepared>();
  /** The statement of `sql`, and its parameters as SQLite takes them. */
  const prepare = (sql: string, params: readonly SqlValue[]) => {
    let prepared = cache.get(sql);
    if (!prepared) {
      if (cache.size >= keptStatements) cache.delete(cache.keys().next().value ?? "");
      prepared = prepareSqlite(db, sql);
      cache.set(sql, prepared);
    }
    const { statement, order } = prepared;
    return { statement, values: (order ? order.map((index) => params[index] ?? null) : params) as SqlValue[] };
  };
  // A durable transaction commits with FULL on a NORMAL connection, then the connection goes back.
  const relax = () => {
    if (synchronous !== "FULL") db.exec(`PRAGMA synchronous = ${synchronous}`);
  };
  const begin = (durable: boolean) => {
    if (durable) db.exec("PRAGMA synchronous = FULL");
    try {
      // The write lock at once: a transaction never fails halfway for want of it.
      db.exec("BEGIN IMMEDIATE");
    } catch (error) {
      relax();
      throw error;
    }
  };
  const commit = () => {
    try {
      db.exec("COMMIT");
    } finally {
      relax();
    }
  };
  const rollback = () => {
    if (db.isTransaction) db.exec("ROLLBACK");
    relax();
  };
  const batch = (statements: readonly Statement[], durable: boolean) => {
    begin(durable);
    try {
      const results = statements.map(({ sql, params = [] }) => {
        const { statement, values } = prepare(sql, params);
        return statement.all(...values);
      });
      commit();
      return results;
    } catch (error) {
      rollback();
      throw error;
    }
  };

  return {
    execute(request: SqliteRequest): unknown {
      switch (request.op) {
        case "all": {
          const { statement, values } = prepare(request.sql, request.params);
          return statement.all(...values);
        }
        case "get": {
          const { statement, values } = prepare(request.sql, request.params);
          return statement.get(...values);
        }
        case "run": {
          const { statement, values } = prepare(request.sql, request.params);
          return Number(statement.run(...values).changes);
        }
        case "batch":
          return batch(request.statements, request.durable);
        case "exec":
          db.exec(request.sql);
          return undefined;
        case "begin":
          return begin(request.durable);
        case "commit":
          return commit();
        case "rollback":
          return rollback();
      }
    },
    close(): void {
      if (db.isOpen) db.close();
    },
  };
}
