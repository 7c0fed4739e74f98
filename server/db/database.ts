/**
 * The one way the server talks to its databases: SQLite (node:sqlite) under DATA_DIR, or the
 * PostgreSQL of DATABASE_URL (pg). The outbox, the admin area's accounts and the visit counts
 * write each statement once, for both engines: parameters are numbered `$1`, `$2`… (translated for
 * SQLite in sqlite-connection.ts), times are milliseconds since the epoch, and the
 * few places where the engines truly differ (row locks) ask `dialect`.
 */

export type Dialect = "sqlite" | "postgres";
export type SqlValue = string | number | bigint | null | Uint8Array;
export type Row = Record<string, unknown>;

export interface Queries {
  /** The rows a statement returns. */
  all<R extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<R[]>;
  /** The first row a statement returns, if any. */
  get<R extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<R | undefined>;
  /** Runs a statement; resolves with how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Runs statements without parameters, separated by semicolons (a migration). */
  exec(sql: string): Promise<void>;
}

export interface Statement {
  sql: string;
  params?: readonly SqlValue[];
}

export interface TransactionOptions {
  /** Committed with a flush to disk even where the database's commits are relaxed (a new submission). */
  durable?: boolean;
  /** PostgreSQL: holds this advisory lock until the end, so that instances take turns (SQLite's write lock does that already). */
  lock?: number;
}

export interface Database extends Queries {
  readonly dialect: Dialect;
  /**
   * Runs `statements` in one transaction, in one trip (one message to a SQLite thread, so that
   * a busy event loop delays it once); resolves with the rows each returned.
   */
  batch(statements: readonly Statement[], options?: TransactionOptions): Promise<Row[][]>;
  /** Runs `work` in one transaction, for work that decides as it goes (the migrations): committed if it resolves. */
  transaction<T>(work: (tx: Queries) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Waits for the statements under way, then closes. */
  close(): Promise<void>;
}

/** The database cannot be reached, or is closed (the endpoints answer 503; the work waits and tries again). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

/** Where a database reports what it did or could not do. */
export interface DatabaseLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** `$from, $from+1, …`: the placeholders of `count` values, for an `IN (…)` list. */
export function placeholders(count: number, from = 1): string {
  return Array.from({ length: count }, (_, index) => `$${from + index}`).join(", ");
}

/** VALUES lists by rows and width: a batch's list is long, and the same few sizes come again and again. */
const lists = new Map<string, string>();

/**
 * `($1, $2), ($3, $4), …` and the values in that order: the rows of a multi-row VALUES, which
 * both engines take (callers keep a statement under their parameter limits, see `inChunks`).
 */
export function valuesOf(rows: readonly (readonly SqlValue[])[]): { list: string; params: SqlValue[] } {
  const width = rows[0]?.length ?? 0;
  const shape = `${rows.length}x${width}`;
  let list = lists.get(shape);
  if (list === undefined) {
    list = rows.map((_, index) => `(${placeholders(width, index * width + 1)})`).join(", ");
    if (lists.size < 100) lists.set(shape, list);
  }
  return { list, params: rows.flat() };
}

/** `items` in slices of at most `size`, for statements of bounded length. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
