/**
 * The outbox: every accepted submission is stored durably before the visitor gets an answer,
 * then delivered by the worker. One interface, one store (sql-store.ts) on either engine: SQLite
 * under DATA_DIR (the embedded default) and PostgreSQL when DATABASE_URL is set (shared by every
 * instance). The endpoints, the worker and the operator command only see this interface.
 * Rows are claimed with a lease, so no delivery is sent by two workers at once.
 */
import { randomUUID } from "node:crypto";
/** A form's submission, or the visit counts' weekly report (its mail rendered as it was queued: subject, text, html, to). */
export const submissionKinds = ["contact", "career", "report"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
export type SubmissionStatus = "pending" | "sent" | "failed";

/** An accepted resume: a complete, flushed file that the store takes over (moves or copies) in `add`. */
export interface ResumeUpload {
  path: string;
  /** The name the visitor's file had, cleaned; used for the attachment. */
  name: string;
  bytes: number;
}

export interface NewSubmission {
  kind: SubmissionKind;
  fields: Record<string, string>;
  resume?: ResumeUpload;
}

export interface Submission {
  id: number;
  kind: SubmissionKind;
  fields: Record<string, string>;
  /** The stored resume's attachment name and size; its bytes come from `readResume`. */
  resume?: { name: string; bytes: number };
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
  readonly kind: "sqlite" | "postgres";
  /** Where the submissions are kept, for logs: a file path, or the database without credentials. */
  readonly location: string;
  /** Where uploads are written while they arrive (`*.part`). */
  readonly uploadDir: string;
  /** Resolves once the store can be used (for PostgreSQL: reached and migrated). */
  ready(): Promise<void>;
  /** Resolves if the store answers now; rejects with a DatabaseUnavailableError otherwise. */
  check(): Promise<void>;
  /** Commits the submission (and its resume) and resolves once it is durable. */
  add(submission: NewSubmission): Promise<Submission>;
  /** Leases up to `limit` due pending submissions to `owner` until `leaseUntil`. */
  claimDue(owner: string, now: number, leaseUntil: number, limit: number): Promise<Submission[]>;
  /** Extends the leases `owner` holds on pending submissions to `leaseUntil`. */
  renewLeases(owner: string, leaseUntil: number): Promise<void>;
  /** The stored resume of a submission; undefined if it is missing. */
  readResume(id: number): Promise<Buffer | undefined>;
  /** Records the delivery and deletes the stored resume. */
  markSent(id: number, now: number): Promise<void>;
  markRetry(id: number, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  markFailed(id: number, attempts: number, error: string): Promise<void>;
  /** When the next pending submission falls due (or its lease ends), if any. */
  nextDueAt(): Promise<number | undefined>;
  list(statuses: SubmissionStatus[]): Promise<Submission[]>;
  counts(): Promise<Record<SubmissionStatus, number>>;
  /** Puts failed (and the given or all pending) submissions back to be sent now; returns how many. */
  requeue(now: number, ids?: number[]): Promise<number>;
  /** Releases leases whose owner is gone (a crashed process); returns how many. */
  releaseLocks(isGone: (owner: string) => boolean): Promise<number>;
  /** Deletes delivered submissions (and their resumes) accepted before `acceptedBefore`; returns how many. */
  purge(acceptedBefore: number): Promise<number>;
  /**
   * Records a spent proof of work (its challenge's signature) until it expires; false when it was
   * recorded before. Expired records are deleted on the way.
   */
  spendProof(signature: string, expiresAt: number, now: number): Promise<boolean>;
  /** How many submissions wait for delivery, and when the oldest of them was accepted. */
  pendingSummary(): Promise<{ count: number; oldestCreatedAt: number | null }>;
  /** Removes partial uploads and stored resumes no submission refers to (left by a crash). */
  removeOrphans(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OpenStoreOptions {
  /** Domain of the Message-IDs, normally that of MAIL_FROM. */
  messageDomain: string;
  log: StoreLog;
  /**
   * PostgreSQL only: keep trying to reach and migrate the database in the background (the
   * server), or give up after the first failure (the operator command). Default true.
   */
  retry?: boolean;
}

/**
 * A new submission as every store keeps it, but for the id the store gives it: a new reference
 * (also the local part of its Message-ID, kept across retries), accepted and due now.
 */
export function acceptedSubmission(submission: NewSubmission, messageDomain: string): Omit<Submission, "id"> {
  const reference = randomUUID();
  const createdAt = Date.now();
  const { resume, ...rest } = submission;
  return {
    ...rest,
    ...(resume ? { resume: { name: resume.name, bytes: resume.bytes } } : {}),
    reference,
    messageId: `<${reference}@${messageDomain}>`,
    createdAt,
    status: "pending",
    attempts: 0,
    nextAttemptAt: createdAt,
    lastError: null,
    sentAt: null,
  };
}
