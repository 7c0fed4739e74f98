/**
 * One SQLite connection (WAL), run by sqlite.ts on the calling thread or on a thread of its own
 * (sqlite-thread.ts): every request is synchronous and answered in the order it came.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { SqlValue } from "./database.ts";

export type SqliteRequest =
  | { op: "all" | "get" | "run"; sql: string; params: readonly SqlValue[] }
  | { op: "exec"; sql: string }
  | { op: "begin"; durable: boolean }
  | { op: "commit" | "rollback" };

export interface SqliteSettings {
  path: string;
  /** NORMAL: a commit survives a crash of the process, and a crash of the machine may lose the last moments. */
  synchronous: "FULL" | "NORMAL";
}

/** SQLite numbers its parameters `?1`, `?2`… where the statements write `$1`, `$2`…. */
const sqliteText = (sql: string) => sql.replace(/\$(\d+)/g, "?$1");

/** Prepared statements kept; beyond them the oldest is prepared again when next used. */
const keptStatements = 200;

export function connectSqlite({ path, synchronous }: SqliteSettings) {
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}; PRAGMA foreign_keys = ON;`);
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= keptStatements) statements.delete(statements.keys().next().value ?? "");
      statement = db.prepare(sqliteText(sql));
      statements.set(sql, statement);
    }
    return statement;
  };
  // A durable transaction commits with FULL on a NORMAL connection, then the connection goes back.
  const relax = () => {
    if (synchronous !== "FULL") db.exec(`PRAGMA synchronous = ${synchronous}`);
  };

  return {
    execute(request: SqliteRequest): unknown {
      switch (request.op) {
        case "all":
          return prepare(request.sql).all(...(request.params as SqlValue[]));
        case "get":
          return prepare(request.sql).get(...(request.params as SqlValue[]));
        case "run":
          return Number(prepare(request.sql).run(...(request.params as SqlValue[])).changes);
        case "exec":
          db.exec(request.sql);
          return undefined;
        case "begin":
          if (request.durable) db.exec("PRAGMA synchronous = FULL");
          try {
            // The write lock at once: a transaction never fails halfway for want of it.
            db.exec("BEGIN IMMEDIATE");
          } catch (error) {
            relax();
            throw error;
          }
          return undefined;
        case "commit":
          try {
            db.exec("COMMIT");
          } finally {
            relax();
          }
          return undefined;
        case "rollback":
          if (db.isTransaction) db.exec("ROLLBACK");
          relax();
          return undefined;
      }
    },
    close(): void {
      if (db.isOpen) db.close();
    },
  };
}

export type SqliteConnection = ReturnType<typeof connectSqlite>;
