import type { DatabaseSync } from "node:sqlite";

/** Runs `work` in one SQLite write transaction (taking the write lock at once); rolls back if it throws. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}
