/**
 * The admin tables in the outbox's SQLite file (DATA_DIR/submissions.db, WAL). Statements run on
 * the calling thread: sign-ins and session checks are few and each is one indexed row.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { transaction } from "../../db/sqlite-transaction.ts";
import type { Row, SqlDatabase } from "./db.ts";
import { isApplied, migrationsTable, readMigrations, recordApplied } from "./migrate.ts";

/** SQLite numbers its parameters `?1`, `?2`… where PostgreSQL writes `$1`, `$2`…. */
const sqliteText = (sql: string) => sql.replace(/\$(\d+)/g, "?$1");

/** Applies each migration the file lacks, checking again under the write lock (another process may have just applied it). */
function migrate(db: DatabaseSync): void {
  db.exec(migrationsTable);
  for (const migration of readMigrations("sqlite")) {
    transaction(db, () => {
      if (db.prepare(sqliteText(isApplied)).all(migration.version).length > 0) return;
      db.exec(migration.sql);
      db.prepare(sqliteText(recordApplied)).run(migration.version, migration.name, Date.now());
    });
  }
}

export function openSqliteDatabase(dataDir: string): SqlDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, "submissions.db"), { timeout: 5000 });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;");
  migrate(db);
  const statements = new Map<string, StatementSync>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sqliteText(sql));
      statements.set(sql, prepared);
    }
    return prepared;
  };
  return {
    async query<R extends Row>(sql: string, params: (string | number | null)[] = []) {
      return statement(sql).all(...params) as R[];
    },
    async execute(sql, params = []) {
      return Number(statement(sql).run(...params).changes);
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
