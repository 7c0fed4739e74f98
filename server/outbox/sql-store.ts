/**
 * The outbox on either engine (open.ts picks it): the same statements on the SQLite file
 * DATA_DIR/submissions.db (on a thread of its own, so that a flush to disk never holds up the
 * event loop) and on the PostgreSQL of DATABASE_URL, shared by every instance.
 *
 * New submissions are committed durably (a full flush) and together: those that arrive while a
 * commit is under way go in the next one, so under load one flush serves many. Delivery
 * bookkeeping commits relaxed: a crash of the machine may lose its last moments, so a message is
 * at worst sent again, with the same Message-ID. Due rows are claimed with a lease (claimed_by,
 * claimed_until), on PostgreSQL skipping rows another instance is claiming, so no row is sent by
 * two workers at once and a dead worker's rows are taken over when its lease ends.
 */
import { DatabaseUnavailableError, placeholders, type Row, type SqlValue, valuesOf } from "../db/database.ts";
import { groupCommit } from "../db/group-commit.ts";
import type { PartDatabase } from "../db/open.ts";
import type { KeptResume, ResumeShelf } from "./resumes.ts";
import {
  acceptedSubmission,
  type OutboxStore,
  type Submission,
  type SubmissionStatus,
  submissionKinds,
} from "./store.ts";

/** New submissions committed together at most (nine parameters each, well within both engines' limits). */
const maxGroup = 500;

const columns = `id, reference, kind, CAST(fields AS TEXT) AS fields, resume_name, resume_bytes, message_id,
  created_at, status, attempts, next_attempt_at, last_error, sent_at`;

const toSubmission = (row: Row): Submission => ({
  id: Number(row.id),
  reference: String(row.reference),
  kind: submissionKinds.find((kind) => kind === row.kind) ?? "contact",
  fields: JSON.parse(String(row.fields)) as Record<string, string>,
  ...(row.resume_name !== null ? { resume: { name: String(row.resume_name), bytes: Number(row.resume_bytes) } } : {}),
  messageId: String(row.message_id),
  createdAt: Number(row.created_at),
  status: row.status as SubmissionStatus,
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error === null ? null : String(row.last_error),
  sentAt: row.sent_at === null ? null : Number(row.sent_at),
});

const dueOrder = (a: Submission, b: Submission) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id;

interface Accepted {
  submission: Omit<Submission, "id">;
  kept: KeptResume;
}

/** Inserts accepted submissions in one transaction, their resumes with them; the submissions with their ids. */
async function insertBatch(db: PartDatabase, shelf: ResumeShelf, batch: Accepted[]): Promise<Submission[]> {
  const { list, params } = valuesOf(
    batch.map(({ submission, kept }): SqlValue[] => [
      submission.reference,
      submission.kind,
      JSON.stringify(submission.fields),
      kept.file,
      submission.resume?.name ?? null,
      submission.resume?.bytes ?? null,
      submission.messageId,
      submission.createdAt,
      submission.nextAttemptAt,
    ]),
  );
  const insert = {
    sql: `INSERT INTO submissions (reference, kind, fields, resume_file, resume_name, resume_bytes, message_id,
            created_at, next_attempt_at)
          VALUES ${list} RETURNING id, reference`,
    params,
  };
  const resumes = shelf.store(batch.map(({ submission, kept }) => ({ reference: submission.reference, kept })));
  const [rows = []] = await db.batch([insert, ...resumes], { durable: true });
  const ids = new Map(rows.map((row) => [String(row.reference), Number(row.id)]));
  return batch.map(({ submission }) => {
    const id = ids.get(submission.reference);
    if (id === undefined) throw new Error("outbox: the insert returned no row");
    return { ...submission, id };
  });
}

export function openSqlStore(db: PartDatabase, shelf: ResumeShelf, messageDomain: string): OutboxStore {
  // SQLite has one writer at a time; PostgreSQL's instances claim side by side, each skipping the others' rows.
  const skipClaimed = db.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
  let closed = false;
  /** Lets the shelf delete the resumes of rows just delivered or purged, if any had one. */
  const forgetResumes = async (rows: Row[]) => {
    const withResume = rows.filter((row) => row.resume_name !== null);
    if (withResume.length > 0)
      await shelf.forget(
        db,
        withResume.map((row) => row.resume_file as string | null),
      );
  };

  const inserts = groupCommit((batch: Accepted[]) => insertBatch(db, shelf, batch), maxGroup);

  return {
    kind: db.dialect,
    location: db.location,
    uploadDir: shelf.uploadDir,
    ready: () => db.ready(),
    async check() {
      await db.get("SELECT 1");
    },
    async add(submission) {
      if (closed) throw new DatabaseUnavailableError("the outbox is closed");
      const accepted = acceptedSubmission(submission, messageDomain);
      const kept = submission.resume ? await shelf.keep(submission.resume) : { file: null };
      try {
        return await inserts.add({ submission: accepted, kept });
      } catch (error) {
        await shelf.discard(kept);
        throw error;
      }
    },
    async claimDue(owner, now, leaseUntil, limit) {
      const rows = await db.all(
        `WITH due AS MATERIALIZED (
           SELECT id FROM submissions
           WHERE status = 'pending' AND next_attempt_at <= $2 AND (claimed_until IS NULL OR claimed_until <= $2)
           ORDER BY next_attempt_at, id LIMIT $4 ${skipClaimed})
         UPDATE submissions SET claimed_by = $1, claimed_until = $3
         WHERE id IN (SELECT id FROM due)
         RETURNING ${columns}`,
        [owner, now, leaseUntil, limit],
      );
      return rows.map(toSubmission).sort(dueOrder);
    },
    async renewLeases(owner, leaseUntil) {
      await db.run("UPDATE submissions SET claimed_until = $2 WHERE claimed_by = $1 AND status = 'pending'", [
        owner,
        leaseUntil,
      ]);
    },
    readResume: (id) => shelf.read(db, id),
    async markSent(id, now) {
      // Only a pending row changes: a worker whose lease was taken over never undoes the other's result.
      const rows = await db.all(
        `UPDATE submissions SET status = 'sent', sent_at = $2, attempts = attempts + 1, last_error = NULL,
           claimed_by = NULL, claimed_until = NULL
         WHERE id = $1 AND status = 'pending'
         RETURNING resume_name, resume_file`,
        [id, now],
      );
      await forgetResumes(rows);
    },
    async markRetry(id, attempts, nextAttemptAt, error) {
      await db.run(
        `UPDATE submissions SET attempts = $2, next_attempt_at = $3, last_error = $4, claimed_by = NULL, claimed_until = NULL
         WHERE id = $1 AND status = 'pending'`,
        [id, attempts, nextAttemptAt, error.slice(0, 1000)],
      );
    },
    async markFailed(id, attempts, error) {
      await db.run(
        `UPDATE submissions SET status = 'failed', attempts = $2, last_error = $3, claimed_by = NULL, claimed_until = NULL
         WHERE id = $1 AND status = 'pending'`,
        [id, attempts, error.slice(0, 1000)],
      );
    },
    async nextDueAt() {
      // A claimed row falls due again when its lease ends.
      const row = await db.get(
        `SELECT MIN(CASE WHEN claimed_until > next_attempt_at THEN claimed_until ELSE next_attempt_at END) AS due
         FROM submissions WHERE status = 'pending'`,
      );
      return row?.due === null || row?.due === undefined ? undefined : Number(row.due);
    },
    async list(statuses) {
      if (statuses.length === 0) return [];
      const rows = await db.all(
        `SELECT ${columns} FROM submissions WHERE status IN (${placeholders(statuses.length)}) ORDER BY created_at, id`,
        statuses,
      );
      return rows.map(toSubmission);
    },
    async counts() {
      const result: Record<SubmissionStatus, number> = { pending: 0, sent: 0, failed: 0 };
      const rows = await db.all("SELECT status, COUNT(*) AS n FROM submissions GROUP BY status");
      for (const row of rows) result[row.status as SubmissionStatus] = Number(row.n);
      return result;
    },
    async requeue(now, ids) {
      const chosen = ids ? `AND id IN (${placeholders(ids.length, 2)})` : "";
      return db.run(
        `UPDATE submissions SET status = 'pending', next_attempt_at = $1,
           attempts = CASE WHEN status = 'failed' THEN 0 ELSE attempts END
         WHERE status IN ('pending', 'failed') ${chosen}`,
        [now, ...(ids ?? [])],
      );
    },
    async releaseLocks(isGone) {
      const rows = await db.all("SELECT DISTINCT claimed_by FROM submissions WHERE claimed_by IS NOT NULL");
      const owners = rows.map((row) => String(row.claimed_by)).filter(isGone);
      if (owners.length === 0) return 0;
      return db.run(
        `UPDATE submissions SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by IN (${placeholders(owners.length)})`,
        owners,
      );
    },
    async purge(acceptedBefore) {
      // Undelivered submissions are never deleted by age.
      const rows = await db.all(
        "DELETE FROM submissions WHERE status = 'sent' AND created_at < $1 RETURNING resume_name, resume_file",
        [acceptedBefore],
      );
      await forgetResumes(rows);
      return rows.length;
    },
    async spendProof(signature, expiresAt, now) {
      await db.run("DELETE FROM spent_proofs WHERE expires_at < $1", [now]);
      // Several instances may spend the same proof at once: the primary key lets one insert win.
      const added = await db.run(
        "INSERT INTO spent_proofs (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING",
        [signature, expiresAt],
      );
      return added === 1;
    },
    async pendingSummary() {
      const row = await db.get(
        "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM submissions WHERE status = 'pending'",
      );
      return {
        count: Number(row?.n ?? 0),
        oldestCreatedAt: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
      };
    },
    removeOrphans: () => shelf.removeOrphans(db),
    async close() {
      closed = true;
      await inserts.drain();
      await db.close();
    },
  };
}
