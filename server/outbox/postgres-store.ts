/**
 * The shared outbox: PostgreSQL (DATABASE_URL), reached through connection pools, resumes
 * stored with their submission (bytea) until delivered. New submissions are committed durably
 * (synchronous_commit on); delivery bookkeeping through a second pool with synchronous_commit
 * off, as the SQLite store does: a database crash may lose the last moments of it, so a message
 * is at worst sent again, with the same Message-ID. Every instance runs a worker: due rows
 * are claimed with `FOR UPDATE SKIP LOCKED` and a lease (claimed_by, claimed_until), so no row
 * is sent by two workers at once and a dead worker's rows are taken over when its lease ends.
 *
 * The server starts without waiting for the database: the schema is migrated in the background,
 * retried with backoff until the database answers. Until then, and whenever the database is
 * unreachable, every call fails at once with an OutboxUnavailableError (the endpoints answer
 * 503). The pools open new connections as needed, so the store recovers by itself.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { migrate } from "./migrate.ts";
import {
  acceptedSubmission,
  type OpenStoreOptions,
  type OutboxStore,
  OutboxUnavailableError,
  type Submission,
  type SubmissionStatus,
} from "./store.ts";

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

/** Times are timestamptz in the database and milliseconds since the epoch in the code. */
const toTime = (parameter: string) => `to_timestamp(${parameter}::float8 / 1000)`;
const fromTime = (column: string) => `round(extract(epoch from ${column}) * 1000)::float8`;

const columns = (table: string) =>
  ["id", "reference", "kind", "fields", "resume_name", "resume_bytes", "message_id", "status", "attempts", "last_error"]
    .map((column) => `${table}.${column}`)
    .concat(
      ["created_at", "next_attempt_at", "sent_at"].map((column) => `${fromTime(`${table}.${column}`)} AS ${column}`),
    )
    .join(", ");

interface Row {
  id: string;
  reference: string;
  kind: string;
  fields: Record<string, string>;
  resume_name: string | null;
  resume_bytes: number | null;
  message_id: string;
  status: SubmissionStatus;
  attempts: number;
  last_error: string | null;
  created_at: number;
  next_attempt_at: number;
  sent_at: number | null;
}

function toSubmission(row: Row): Submission {
  return {
    id: Number(row.id),
    reference: row.reference,
    kind: row.kind === "career" ? "career" : "contact",
    fields: row.fields,
    ...(row.resume_name !== null ? { resume: { name: row.resume_name, bytes: Number(row.resume_bytes) } } : {}),
    messageId: row.message_id,
    createdAt: row.created_at,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  };
}

/** The database itself is out of reach (rather than refusing one statement). */
function isConnectionProblem(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return true;
  // SQLSTATE 08: connection exception; 57P01-57P03: shutting down or starting up; 53300: too many connections.
  return /^(08|57P0[1-3]|53300)/.test(code) || /^E[A-Z]+$/.test(code);
}

/**
 * What went wrong, without what PostgreSQL may add about the row (its `detail` can quote the
 * submitted values, which never belong in a log).
 */
function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  const { message, code } = (error ?? {}) as { message?: string; code?: string };
  return message || code || String(error);
}

/** The database's address without credentials, for logs. */
export function redactDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

export function openPostgresStore(url: string, dataDir: string, options: OpenStoreOptions): OutboxStore {
  const { messageDomain, log } = options;
  const location = redactDatabaseUrl(url);
  const uploadDir = join(dataDir, "uploads");
  mkdirSync(uploadDir, { recursive: true });

  const settings = {
    connectionString: url,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: "scriptoria-outbox",
  };
  const durable = new pg.Pool({ ...settings, max: 8 });
  const bookkeeping = new pg.Pool({ ...settings, max: 4, options: "-c synchronous_commit=off" });

  let migrated = false;
  let closed = false;
  let reachable = true;
  let notReady = "the database has not been reached yet";

  function down(error: unknown): void {
    if (!reachable) return;
    reachable = false;
    log.error({ database: location, err: describe(error) }, "outbox: database unavailable");
  }
  function up(): void {
    if (reachable) return;
    reachable = true;
    log.info({ database: location }, "outbox: database reachable again");
  }
  // An idle connection the server dropped: the pool discards it and opens another when needed.
  durable.on("error", down);
  bookkeeping.on("error", down);

  /** The error a caller sees: unavailable (connection) or failed (statement), never with row details. */
  function failure(error: unknown): Error {
    if (isConnectionProblem(error)) {
      down(error);
      return new OutboxUnavailableError(`the outbox database is unavailable: ${describe(error)}`);
    }
    return new Error(`outbox query failed: ${describe(error)}`);
  }

  async function query<R extends pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
    pool = bookkeeping,
  ): Promise<pg.QueryResult<R>> {
    if (closed) throw new OutboxUnavailableError("the outbox is closed");
    if (!migrated) throw new OutboxUnavailableError(`the outbox database is not ready: ${notReady}`);
    try {
      const result = await pool.query<R>(text, values);
      up();
      return result;
    } catch (error) {
      throw failure(error);
    }
  }

  let wake: (() => void) | undefined;
  const ready = (async () => {
    for (let delay = firstRetryMs; !closed; delay = Math.min(delay * 2, maxRetryMs)) {
      try {
        await migrate(durable, log);
        migrated = true;
        up();
        log.info({ database: location }, "outbox: database ready");
        return;
      } catch (error) {
        notReady = describe(error);
        const problem = failure(error);
        if (options.retry === false) throw problem;
        log.error({ database: location, err: notReady, retryInMs: delay }, "outbox: could not prepare the database");
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, delay).unref();
        });
      }
    }
    throw new OutboxUnavailableError("the outbox is closed");
  })();
  ready.catch(() => {});

  return {
    kind: "postgres",
    location,
    uploadDir,
    ready: () => ready,
    async check() {
      await query("SELECT 1", [], durable);
    },
    async add(submission) {
      const stored = acceptedSubmission(submission, messageDomain);
      const content = submission.resume ? await readFile(submission.resume.path) : undefined;
      const values = [
        stored.reference,
        stored.kind,
        JSON.stringify(stored.fields),
        stored.resume?.name ?? null,
        stored.resume?.bytes ?? null,
        stored.messageId,
        stored.createdAt,
      ];
      const insert = `INSERT INTO submissions
          (reference, kind, fields, resume_name, resume_bytes, message_id, created_at, next_attempt_at)
        VALUES ($1, $2, $3, $4, $5, $6, ${toTime("$7")}, ${toTime("$7")})
        RETURNING id`;
      // One statement, so the submission and its resume are committed together.
      const { rows } = content
        ? await query<{ id: string }>(
            `WITH submission AS (${insert})
             INSERT INTO submission_resumes (submission_id, content) SELECT id, $8 FROM submission
             RETURNING submission_id AS id`,
            [...values, content],
            durable,
          )
        : await query<{ id: string }>(insert, values, durable);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error("outbox query failed: the insert returned no row");
      return { ...stored, id: Number(id) };
    },
    async claimDue(owner, now, leaseUntil, limit) {
      const { rows } = await query<Row>(
        `WITH due AS (
           SELECT id FROM submissions
           WHERE status = 'pending' AND next_attempt_at <= ${toTime("$2")}
             AND (claimed_until IS NULL OR claimed_until <= ${toTime("$2")})
           ORDER BY next_attempt_at, id
           LIMIT $4
           FOR UPDATE SKIP LOCKED)
         UPDATE submissions AS s SET claimed_by = $1, claimed_until = ${toTime("$3")}
         FROM due WHERE s.id = due.id
         RETURNING ${columns("s")}`,
        [owner, now, leaseUntil, limit],
      );
      return rows.map(toSubmission).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
    },
    async renewLeases(owner, leaseUntil) {
      await query(
        `UPDATE submissions SET claimed_until = ${toTime("$2")} WHERE claimed_by = $1 AND status = 'pending'`,
        [owner, leaseUntil],
      );
    },
    async readResume(id) {
      const { rows } = await query<{ content: Buffer }>(
        "SELECT content FROM submission_resumes WHERE submission_id = $1",
        [id],
      );
      return rows[0]?.content;
    },
    async markSent(id, now) {
      // Only a pending row changes: a worker whose lease was taken over never undoes the other's result.
      await query(
        `WITH sent AS (
           UPDATE submissions SET status = 'sent', sent_at = ${toTime("$2")}, attempts = attempts + 1,
             last_error = NULL, claimed_by = NULL, claimed_until = NULL
           WHERE id = $1 AND status = 'pending'
           RETURNING id)
         DELETE FROM submission_resumes WHERE submission_id IN (SELECT id FROM sent)`,
        [id, now],
      );
    },
    async markRetry(id, attempts, nextAttemptAt, error) {
      await query(
        `UPDATE submissions SET attempts = $2, next_attempt_at = ${toTime("$3")}, last_error = $4,
           claimed_by = NULL, claimed_until = NULL
         WHERE id = $1 AND status = 'pending'`,
        [id, attempts, nextAttemptAt, error.slice(0, 1000)],
      );
    },
    async markFailed(id, attempts, error) {
      await query(
        `UPDATE submissions SET status = 'failed', attempts = $2, last_error = $3,
           claimed_by = NULL, claimed_until = NULL
         WHERE id = $1 AND status = 'pending'`,
        [id, attempts, error.slice(0, 1000)],
      );
    },
    async nextDueAt() {
      const { rows } = await query<{ due: number | null }>(
        `SELECT ${fromTime("MIN(GREATEST(next_attempt_at, claimed_until))")} AS due
         FROM submissions WHERE status = 'pending'`,
      );
      return rows[0]?.due ?? undefined;
    },
    async list(statuses) {
      if (statuses.length === 0) return [];
      const { rows } = await query<Row>(
        `SELECT ${columns("submissions")} FROM submissions WHERE status = ANY($1) ORDER BY created_at, id`,
        [statuses],
      );
      return rows.map(toSubmission);
    },
    async counts() {
      const { rows } = await query<{ status: SubmissionStatus; n: number }>(
        "SELECT status, COUNT(*)::integer AS n FROM submissions GROUP BY status",
      );
      const result: Record<SubmissionStatus, number> = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) result[row.status] = row.n;
      return result;
    },
    async spendProof(signature, expiresAt, now) {
      // Several instances may spend the same proof at once: the primary key lets one insert win.
      const { rowCount } = await query(
        `WITH forgotten AS (DELETE FROM spent_proofs WHERE expires_at < to_timestamp($3 / 1000.0))
         INSERT INTO spent_proofs (signature, expires_at) VALUES ($1, to_timestamp($2 / 1000.0))
         ON CONFLICT (signature) DO NOTHING`,
        [signature, expiresAt, now],
      );
      return rowCount === 1;
    },
    async pendingSummary() {
      const { rows } = await query<{ n: number; oldest: number | null }>(
        `SELECT COUNT(*)::integer AS n, (EXTRACT(EPOCH FROM MIN(created_at)) * 1000)::float8 AS oldest
         FROM submissions WHERE status = 'pending'`,
      );
      return { count: rows[0]?.n ?? 0, oldestCreatedAt: rows[0]?.oldest ?? null };
    },
    async requeue(now, ids) {
      const { rowCount } = await query(
        `UPDATE submissions SET status = 'pending', next_attempt_at = ${toTime("$1")},
           attempts = CASE WHEN status = 'failed' THEN 0 ELSE attempts END
         WHERE status IN ('pending', 'failed') AND ($2::bigint[] IS NULL OR id = ANY($2))`,
        [now, ids ?? null],
      );
      return rowCount ?? 0;
    },
    async releaseLocks(isGone) {
      const { rows } = await query<{ claimed_by: string }>(
        "SELECT DISTINCT claimed_by FROM submissions WHERE claimed_by IS NOT NULL",
      );
      const owners = rows.map((row) => row.claimed_by).filter(isGone);
      if (owners.length === 0) return 0;
      const { rowCount } = await query(
        "UPDATE submissions SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ANY($1)",
        [owners],
      );
      return rowCount ?? 0;
    },
    async purge(acceptedBefore) {
      // Undelivered submissions are never deleted by age; resumes go with their rows.
      const { rowCount } = await query(
        `DELETE FROM submissions WHERE status = 'sent' AND created_at < ${toTime("$1")}`,
        [acceptedBefore],
      );
      return rowCount ?? 0;
    },
    async removeOrphans() {
      for (const name of readdirSync(uploadDir)) {
        if (name.endsWith(".part")) rmSync(join(uploadDir, name), { force: true });
      }
    },
    async close() {
      closed = true;
      wake?.();
      await ready.catch(() => {});
      await Promise.all([durable.end(), bookkeeping.end()]);
    },
  };
}
