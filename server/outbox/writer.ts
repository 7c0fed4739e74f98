/**
 * The outbox's writer thread: every write to the database happens here, one after another, so
 * the server's event loop never waits for a lock or an fsync. New submissions are committed
 * with a full sync (FULL); delivery bookkeeping with NORMAL (safe against a crash of the
 * process; after a power cut at worst a message is sent again, with the same Message-ID).
 * Request `{ id, op, params }`, answer `{ id, result }` or `{ id, error }`; `{ close: true }` ends.
 */
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import { transaction } from "../db/sqlite-transaction.ts";

type Params = Record<string, SQLInputValue>;

export type WriterOp =
  | { op: "insert"; params: Params[] }
  | { op: "claim"; params: { owner: string; now: number; lease_until: number; limit: number } }
  | { op: "renew"; params: { owner: string; lease_until: number } }
  | { op: "sent"; params: { ids: number[]; now: number } }
  | { op: "retry"; params: { id: number; attempts: number; next: number; error: string } }
  | { op: "failed"; params: { id: number; attempts: number; error: string } }
  | { op: "requeue"; params: { now: number; ids: number[] | null } }
  | { op: "unlock"; params: { owners: string[] } }
  | { op: "purge"; params: { before: number } }
  | { op: "spend"; params: { signature: string; expires_at: number; now: number } };

export type WriterRequest = WriterOp & { id: number };

function open(path: string, synchronous: "FULL" | "NORMAL"): DatabaseSync {
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous};`);
  return db;
}

function serve(path: string, post: (message: unknown) => void) {
  const durable = open(path, "FULL");
  const bookkeeping = open(path, "NORMAL");
  const insert = durable.prepare(`
    INSERT INTO submissions (reference, kind, fields, resume_file, resume_name, resume_bytes, message_id, created_at, next_attempt_at)
    VALUES (:reference, :kind, :fields, :resume_file, :resume_name, :resume_bytes, :message_id, :created_at, :created_at)
    RETURNING id`);
  const claim = bookkeeping.prepare(`
    UPDATE submissions SET locked_by = :owner, locked_until = :lease_until
    WHERE id IN (
      SELECT id FROM submissions
      WHERE status = 'pending' AND next_attempt_at <= :now AND (locked_until IS NULL OR locked_until <= :now)
      ORDER BY next_attempt_at, id LIMIT :limit)
    RETURNING *`);
  const renew = bookkeeping.prepare(
    "UPDATE submissions SET locked_until = :lease_until WHERE locked_by = :owner AND status = 'pending'",
  );
  // Only a pending row changes: a worker whose lease was taken over never undoes the other's result.
  const sent = bookkeeping.prepare(`
    UPDATE submissions SET status = 'sent', sent_at = :now, attempts = attempts + 1, last_error = NULL,
      locked_by = NULL, locked_until = NULL
    WHERE id = :id AND status = 'pending'
    RETURNING resume_file`);
  const retry = bookkeeping.prepare(`
    UPDATE submissions SET attempts = :attempts, next_attempt_at = :next, last_error = :error,
      locked_by = NULL, locked_until = NULL
    WHERE id = :id AND status = 'pending'`);
  const failed = bookkeeping.prepare(`
    UPDATE submissions SET status = 'failed', attempts = :attempts, last_error = :error,
      locked_by = NULL, locked_until = NULL
    WHERE id = :id AND status = 'pending'`);
  const unlock = bookkeeping.prepare(
    "UPDATE submissions SET locked_by = NULL, locked_until = NULL WHERE locked_by = ?",
  );
  // Undelivered submissions are never deleted by age.
  const purge = bookkeeping.prepare(
    "DELETE FROM submissions WHERE status = 'sent' AND created_at < :before RETURNING resume_file",
  );

  const forgetSpent = bookkeeping.prepare("DELETE FROM spent_proofs WHERE expires_at < :now");
  const spend = bookkeeping.prepare(
    "INSERT INTO spent_proofs (signature, expires_at) VALUES (:signature, :expires_at) ON CONFLICT DO NOTHING",
  );

  const run = (request: WriterOp): unknown => {
    switch (request.op) {
      case "insert":
        return transaction(durable, () => request.params.map((row) => Number(insert.get(row)?.id)));
      case "claim":
        return claim.all(request.params);
      case "renew":
        return Number(renew.run(request.params).changes);
      case "sent": {
        // The resume files the delivered rows no longer need.
        const { ids, now } = request.params;
        return transaction(bookkeeping, () => ids.flatMap((id) => sent.all({ id, now }).map((row) => row.resume_file)));
      }
      case "retry":
        return Number(retry.run(request.params).changes);
      case "failed":
        return Number(failed.run(request.params).changes);
      case "requeue": {
        const { now, ids } = request.params;
        const filter = ids ? `AND id IN (${ids.map(() => "?").join(", ")})` : "";
        const statement = bookkeeping.prepare(
          `UPDATE submissions SET status = 'pending', next_attempt_at = ?,
             attempts = CASE WHEN status = 'failed' THEN 0 ELSE attempts END
           WHERE status IN ('pending', 'failed') ${filter}`,
        );
        return Number(statement.run(now, ...(ids ?? [])).changes);
      }
      case "unlock":
        return transaction(bookkeeping, () =>
          request.params.owners.reduce((total, owner) => total + Number(unlock.run(owner).changes), 0),
        );
      case "purge":
        return transaction(bookkeeping, () => purge.all(request.params).map((row) => row.resume_file));
      case "spend": {
        const { signature, expires_at, now } = request.params;
        return transaction(bookkeeping, () => {
          forgetSpent.run({ now });
          return Number(spend.run({ signature, expires_at }).changes) === 1;
        });
      }
    }
  };

  return {
    handle(request: WriterRequest) {
      try {
        post({ id: request.id, result: run(request) });
      } catch (error) {
        post({ id: request.id, error: error instanceof Error ? error.message : String(error) });
      }
    },
    close() {
      bookkeeping.close();
      durable.close();
    },
  };
}

if (parentPort) {
  const port = parentPort;
  const writer = serve((workerData as { path: string }).path, (message) => port.postMessage(message));
  port.on("message", (message: WriterRequest | { close: true }) => {
    if ("close" in message) {
      writer.close();
      port.close();
    } else {
      writer.handle(message);
    }
  });
}
