/**
 * The embedded outbox: SQLite (WAL, synchronous=FULL) in DATA_DIR/submissions.db, resumes as
 * files in DATA_DIR/resumes/. Commits run on a writer thread and concurrent submissions share
 * one (group commit), so durability costs one fsync per batch rather than per request, and
 * never blocks the event loop.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { open, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue, type SQLOutputValue } from "node:sqlite";
import { Worker } from "node:worker_threads";
import {
  acceptedSubmission,
  type OpenStoreOptions,
  type OutboxStore,
  OutboxUnavailableError,
  type Submission,
  type SubmissionStatus,
} from "./store.ts";
import type { WriterOp } from "./writer.ts";

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
CREATE TABLE IF NOT EXISTS spent_proofs (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS spent_proofs_expiry ON spent_proofs (expires_at);
`;

type Row = Record<string, SQLOutputValue>;

function toSubmission(row: Row): Submission {
  return {
    id: Number(row.id),
    reference: String(row.reference),
    kind: row.kind === "career" ? "career" : "contact",
    fields: JSON.parse(String(row.fields)) as Record<string, string>,
    ...(typeof row.resume_file === "string"
      ? { resume: { name: String(row.resume_name), bytes: Number(row.resume_bytes) } }
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

/** Moves an accepted upload into the resume folder under a generated name, durably. */
async function keepResume(resumeDir: string, temporaryPath: string): Promise<string> {
  const file = `${randomUUID()}.pdf`;
  await rename(temporaryPath, join(resumeDir, file));
  const dir = await open(resumeDir, "r");
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
  return file;
}

export function openSqliteStore(dataDir: string, { messageDomain }: OpenStoreOptions): OutboxStore {
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
  const pending = reader.prepare(
    "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM submissions WHERE status = 'pending'",
  );
  const countAll = reader.prepare("SELECT status, COUNT(*) AS n FROM submissions GROUP BY status");
  const lockOwners = reader.prepare("SELECT DISTINCT locked_by FROM submissions WHERE locked_by IS NOT NULL");
  const inUse = reader.prepare(
    "SELECT resume_file FROM submissions WHERE resume_file IS NOT NULL AND status != 'sent'",
  );
  const resumeOf = reader.prepare("SELECT resume_file FROM submissions WHERE id = ?");

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
    writerError ??= new OutboxUnavailableError(`the outbox writer stopped: ${error.message}`);
    for (const entry of waiting.values()) entry.reject(writerError);
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
  writer.on("exit", () => failAll(new Error("it exited")));

  /** Deletes resume files of rows that no longer need them. */
  const removeFiles = async (files: (string | null)[]) => {
    for (const file of files) if (file) await rm(join(resumeDir, file), { force: true });
  };

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

  function insert(values: Record<string, SQLInputValue>, submission: Omit<Submission, "id">): Promise<Submission> {
    return new Promise<Submission>((resolve, reject) => {
      queue.push({ values, submission, resolve, reject });
      flushInserts();
    });
  }

  return {
    kind: "sqlite",
    location: path,
    uploadDir: resumeDir,
    async ready() {},
    async check() {
      if (writerError) throw writerError;
      reader.prepare("SELECT 1").get();
    },
    async add(submission) {
      if (closed) throw new OutboxUnavailableError("the outbox is closed");
      const stored = acceptedSubmission(submission, messageDomain);
      const file = submission.resume ? await keepResume(resumeDir, submission.resume.path) : null;
      const values: Record<string, SQLInputValue> = {
        reference: stored.reference,
        kind: stored.kind,
        fields: JSON.stringify(stored.fields),
        resume_file: file,
        resume_name: stored.resume?.name ?? null,
        resume_bytes: stored.resume?.bytes ?? null,
        message_id: stored.messageId,
        created_at: stored.createdAt,
      };
      try {
        return await insert(values, stored);
      } catch (error) {
        await removeFiles([file]);
        throw error;
      }
    },
    async claimDue(owner, now, leaseUntil, limit) {
      const rows = await call<Row[]>({ op: "claim", params: { owner, now, lease_until: leaseUntil, limit } });
      return rows.map(toSubmission).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
    },
    async renewLeases(owner, leaseUntil) {
      await call({ op: "renew", params: { owner, lease_until: leaseUntil } });
    },
    async readResume(id) {
      const file = (resumeOf.get(id) as Row | undefined)?.resume_file;
      if (typeof file !== "string") return undefined;
      try {
        return await readFile(join(resumeDir, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    markSent(id, now) {
      // Deliveries that finish together are recorded in one message to the writer.
      return new Promise<void>((resolve, reject) => {
        sentQueue.push({ id, resolve, reject });
        if (sentQueue.length === 1) {
          setImmediate(() => {
            const batch = sentQueue.splice(0);
            call<(string | null)[]>({ op: "sent", params: { ids: batch.map((item) => item.id), now } })
              .then(removeFiles)
              .then(
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
    async nextDueAt() {
      const due = (nextDue.get() as Row | undefined)?.due;
      return due === null || due === undefined ? undefined : Number(due);
    },
    async list(statuses) {
      if (statuses.length === 0) return [];
      const marks = statuses.map(() => "?").join(", ");
      const rows = reader
        .prepare(`SELECT * FROM submissions WHERE status IN (${marks}) ORDER BY created_at, id`)
        .all(...statuses) as Row[];
      return rows.map(toSubmission);
    },
    async counts() {
      const result: Record<SubmissionStatus, number> = { pending: 0, sent: 0, failed: 0 };
      for (const row of countAll.all() as Row[]) result[row.status as SubmissionStatus] = Number(row.n);
      return result;
    },
    spendProof(signature, expiresAt, now) {
      return call<boolean>({ op: "spend", params: { signature, expires_at: expiresAt, now } });
    },
    async pendingSummary() {
      const row = pending.get() as Row;
      return { count: Number(row.n), oldestCreatedAt: row.oldest === null ? null : Number(row.oldest) };
    },
    requeue(now, ids) {
      return call<number>({ op: "requeue", params: { now, ids: ids ?? null } });
    },
    async releaseLocks(isGone) {
      const owners = (lockOwners.all() as Row[]).map((row) => String(row.locked_by)).filter(isGone);
      return owners.length === 0 ? 0 : call<number>({ op: "unlock", params: { owners } });
    },
    async purge(acceptedBefore) {
      const files = await call<(string | null)[]>({ op: "purge", params: { before: acceptedBefore } });
      await removeFiles(files);
      return files.length;
    },
    async removeOrphans() {
      const needed = new Set((inUse.all() as Row[]).map((row) => String(row.resume_file)));
      for (const name of readdirSync(resumeDir)) {
        if (name.endsWith(".part") || !needed.has(name)) rmSync(join(resumeDir, name), { force: true });
      }
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
