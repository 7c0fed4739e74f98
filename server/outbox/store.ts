/**
 * The outbox: every accepted submission is committed to SQLite (WAL, synchronous=FULL) before
 * the visitor gets an answer, then delivered by the worker. Commits run on a writer thread and
 * concurrent submissions share one (group commit), so durability costs one fsync per batch
 * rather than per request, and never blocks the event loop.
 * Rows are claimed with a lease, so the server and the operator command never send one twice.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue, type SQLOutputValue } from "node:sqlite";
import { Worker } from "node:worker_threads";
import type { WriterOp } from "./writer.ts";

export type SubmissionKind = "contact" | "career";
export type SubmissionStatus = "pending" | "sent" | "failed";

export interface StoredResume {
  /** File name under DATA_DIR/resumes/ (generated). */
  file: string;
  /** The name the visitor's file had, cleaned; used for the attachment. */
  name: string;
  bytes: number;
}

export interface NewSubmission {
  kind: SubmissionKind;
  fields: Record<string, string>;
  resume?: StoredResume;
}

export interface Submission extends NewSubmission {
  id: number;
  /** Public reference, also the local part of the Message-ID. */
  reference: string;
  messageId: string;
  createdAt: number;
  status: SubmissionStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
}

export interface OutboxStore {
  readonly path: string;
  readonly resumeDir: string;
  /** Commits the submission (with others arriving at the same time) and resolves once it is durable. */
  add(submission: NewSubmission): Promise<Submission>;
  /** Leases up to `limit` due pending submissions to `owner` until `leaseUntil`. */
  claimDue(owner: string, now: number, leaseUntil: number, limit: number): Promise<Submission[]>;
  markSent(id: number, now: number): Promise<void>;
  markRetry(id: number, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  markFailed(id: number, attempts: number, error: string): Promise<void>;
  /** When the next pending submission falls due (or its lease ends), if any. */
  nextDueAt(): number | undefined;
  list(statuses: SubmissionStatus[]): Submission[];
  counts(): Record<SubmissionStatus, number>;
  /** Puts failed (and the given or all pending) submissions back to be sent now; returns how many. */
  requeue(now: number, ids?: number[]): Promise<number>;
  /** Releases leases whose owner is gone (a crashed process); returns how many. */
  releaseLocks(isGone: (owner: string) => boolean): Promise<number>;
  /** Resume files still needed (not yet delivered). */
  resumesInUse(): Set<string>;
  close(): Promise<void>;
}

const schema = `
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'career')),
  fields TEXT NOT NULL,
  resume_file TEXT,
  resume_name TEXT,
  resume_bytes INTEGER,
  message_id TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at INTEGER,
  locked_by TEXT,
  locked_until INTEGER
);
CREATE INDEX IF NOT EXISTS submissions_due ON submissions (status, next_attempt_at);
`;

type Row = Record<string, SQLOutputValue>;

function toSubmission(row: Row): Submission {
  const resumeFile = row.resume_file;
  return {
    id: Number(row.id),
    reference: String(row.reference),
    kind: row.kind === "career" ? "career" : "contact",
    fields: JSON.parse(String(row.fields)) as Record<string, string>,
    ...(typeof resumeFile === "string"
      ? { resume: { file: resumeFile, name: String(row.resume_name), bytes: Number(row.resume_bytes) } }
      : {}),
    messageId: String(row.message_id),
    createdAt: Number(row.created_at),
    status: row.status as SubmissionStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}

interface Pending {
  values: Record<string, SQLInputValue>;
  /** The submission as stored, but for its id. */
  submission: Omit<Submission, "id">;
  resolve: (submission: Submission) => void;
  reject: (error: unknown) => void;
}

export interface OpenStoreOptions {
  /** Domain of the Message-IDs, normally that of MAIL_FROM. */
  messageDomain: string;
}

export function openOutboxStore(dataDir: string, { messageDomain }: OpenStoreOptions): OutboxStore {
  mkdirSync(dataDir, { recursive: true });
  const resumeDir = join(dataDir, "resumes");
  mkdirSync(resumeDir, { recursive: true });
  const path = join(dataDir, "submissions.db");
  // This connection creates the table, then only reads (in WAL mode reads never wait for writes).
  const reader = new DatabaseSync(path, { timeout: 5000 });
  reader.exec("PRAGMA journal_mode = WAL;");
  reader.exec(schema);
  reader.exec("PRAGMA query_only = ON;");
  const nextDue = reader.prepare(
    "SELECT MIN(MAX(next_attempt_at, COALESCE(locked_until, 0))) AS due FROM submissions WHERE status = 'pending'",
  );
  const countAll = reader.prepare("SELECT status, COUNT(*) AS n FROM submissions GROUP BY status");
  const lockOwners = reader.prepare("SELECT DISTINCT locked_by FROM submissions WHERE locked_by IS NOT NULL");
  const inUse = reader.prepare(
    "SELECT resume_file FROM submissions WHERE resume_file IS NOT NULL AND status != 'sent'",
  );

  // Every write goes to the writer thread (see writer.ts).
  const writer = new Worker(new URL("./writer.ts", import.meta.url), { workerData: { path } });
  writer.unref();
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let calls = 0;
  let writerError: Error | undefined;
  let onIdle: (() => void) | undefined;

  function call<T>(op: WriterOp): Promise<T> {
    if (writerError) return Promise.reject(writerError);
    const id = ++calls;
    writer.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      writer.postMessage({ id, ...op });
    });
  }

  function failAll(error: Error): void {
    writerError ??= error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
    onIdle?.();
  }

  writer.on("message", (message: { id: number; result?: unknown; error?: string }) => {
    const entry = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error === undefined) entry?.resolve(message.result);
    else entry?.reject(new Error(message.error));
    if (waiting.size === 0 && queue.length === 0 && sentQueue.length === 0) {
      writer.unref();
      onIdle?.();
    }
  });
  writer.on("error", (error: unknown) => failAll(error instanceof Error ? error : new Error(String(error))));
  writer.on("exit", () => failAll(new Error("the outbox writer stopped")));

  /**
   * Group commit: while the writer commits one batch of new submissions, the next ones queue
   * up; the following batch takes them all. Under load one fsync serves many submissions.
   */
  let queue: Pending[] = [];
  const sentQueue: { id: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  let inserting = false;
  let closed = false;
  function flushInserts(): void {
    if (inserting || queue.length === 0) return;
    const batch = queue;
    queue = [];
    inserting = true;
    call<number[]>({ op: "insert", params: batch.map((item) => item.values) })
      .then(
        (ids) =>
          batch.forEach((item, index) => {
            const id = ids[index];
            if (id) item.resolve({ ...item.submission, id });
            else item.reject(new Error("insert returned no row"));
          }),
        (error: unknown) => {
          for (const item of batch) item.reject(error);
        },
      )
      .finally(() => {
        inserting = false;
        flushInserts();
      });
  }

  return {
    path,
    resumeDir,
    add(submission) {
      if (closed) return Promise.reject(new Error("the outbox is closed"));
      const reference = randomUUID();
      const createdAt = Date.now();
      const messageId = `<${reference}@${messageDomain}>`;
      const values: Record<string, SQLInputValue> = {
        reference,
        kind: submission.kind,
        fields: JSON.stringify(submission.fields),
        resume_file: submission.resume?.file ?? null,
        resume_name: submission.resume?.name ?? null,
        resume_bytes: submission.resume?.bytes ?? null,
        message_id: messageId,
        created_at: createdAt,
      };
      const stored: Omit<Submission, "id"> = {
        ...submission,
        reference,
        messageId,
        createdAt,
        status: "pending",
        attempts: 0,
        nextAttemptAt: createdAt,
        lastError: null,
        sentAt: null,
      };
      return new Promise<Submission>((resolve, reject) => {
        queue.push({ values, submission: stored, resolve, reject });
        flushInserts();
      });
    },
    async claimDue(owner, now, leaseUntil, limit) {
      const rows = await call<Row[]>({ op: "claim", params: { owner, now, lease_until: leaseUntil, limit } });
      return rows.map(toSubmission).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
    },
    markSent(id, now) {
      // Deliveries that finish together are recorded in one message to the writer.
      return new Promise<void>((resolve, reject) => {
        sentQueue.push({ id, resolve, reject });
        if (sentQueue.length === 1) {
          setImmediate(() => {
            const batch = sentQueue.splice(0);
            call({ op: "sent", params: { ids: batch.map((item) => item.id), now } }).then(
              () => {
                for (const item of batch) item.resolve();
              },
              (error: Error) => {
                for (const item of batch) item.reject(error);
              },
            );
          });
        }
      });
    },
    async markRetry(id, attempts, nextAttemptAt, error) {
      await call({ op: "retry", params: { id, attempts, next: nextAttemptAt, error: error.slice(0, 1000) } });
    },
    async markFailed(id, attempts, error) {
      await call({ op: "failed", params: { id, attempts, error: error.slice(0, 1000) } });
    },
    nextDueAt() {
      const due = (nextDue.get() as Row | undefined)?.due;
      return due === null || due === undefined ? undefined : Number(due);
    },
    list(statuses) {
      if (statuses.length === 0) return [];
      const marks = statuses.map(() => "?").join(", ");
      const rows = reader
        .prepare(`SELECT * FROM submissions WHERE status IN (${marks}) ORDER BY created_at, id`)
        .all(...statuses) as Row[];
      return rows.map(toSubmission);
    },
    counts() {
      const result: Record<SubmissionStatus, number> = { pending: 0, sent: 0, failed: 0 };
      for (const row of countAll.all() as Row[]) result[row.status as SubmissionStatus] = Number(row.n);
      return result;
    },
    requeue(now, ids) {
      return call<number>({ op: "requeue", params: { now, ids: ids ?? null } });
    },
    async releaseLocks(isGone) {
      const owners = (lockOwners.all() as Row[]).map((row) => String(row.locked_by)).filter(isGone);
      return owners.length === 0 ? 0 : call<number>({ op: "unlock", params: { owners } });
    },
    resumesInUse() {
      return new Set((inUse.all() as Row[]).map((row) => String(row.resume_file)));
    },
    async close() {
      closed = true;
      if (!writerError && (waiting.size > 0 || queue.length > 0 || sentQueue.length > 0)) {
        await new Promise<void>((resolve) => {
          onIdle = resolve;
        });
      }
      if (!writerError) {
        const exited = new Promise((resolve) => writer.once("exit", resolve));
        writer.ref();
        writer.postMessage({ close: true });
        await exited;
      }
      reader.close();
    },
  };
}
