/**
 * The admin area's database: the outbox's own, SQLite by default or PostgreSQL with DATABASE_URL.
 * Both run the same statements, written once in editors.ts, sessions.ts and throttle.ts: `$1`,
 * `$2`… are the parameters, times are milliseconds since the epoch, and nothing dialect-specific
 * is used beyond `ON CONFLICT` (which both have).
 */

export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;

export interface SqlDatabase {
  /** The rows a statement returns. */
  query<R extends Row = Row>(sql: string, params?: SqlValue[]): Promise<R[]>;
  /** Runs a statement; resolves with how many rows it changed. */
  execute(sql: string, params?: SqlValue[]): Promise<number>;
  close(): Promise<void>;
}

/** Where the database reports what it did or could not do. */
export interface DatabaseLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
