/**
 * Delivers the outbox: claims due submissions, sends them, records the result. A failed
 * delivery is retried after OUTBOX_RETRY_BASE_MS, doubling per attempt up to one hour; a
 * permanent refusal (SMTP 5xx), a missing resume or three days of failures mark it failed
 * (the operator command retries those). After a restart it resumes where it stopped.
 */
import { randomUUID } from "node:crypto";
import { access, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { composeMail, type MailSettings } from "../mail/compose.ts";
import { isPermanentFailure, type MailTransport } from "../mail/transport.ts";
import type { OutboxStore, Submission } from "./store.ts";

export interface WorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  transport: MailTransport;
  mail: Omit<MailSettings, "resumeDir">;
  retryBaseMs: number;
  log: WorkerLog;
  /** A submission still failing this long after it was accepted is marked failed. */
  giveUpAfterMs?: number;
  concurrency?: number;
}

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** Releases leases of crashed processes and starts delivering. */
  start(): void;
  /** Something new was accepted: deliver soon. */
  kick(): void;
  /** Delivers everything due now, once (the operator command). */
  runOnce(): Promise<PassResult>;
  /** Stops after the deliveries in flight; later kicks do nothing. */
  stop(): Promise<void>;
}

export const maxRetryDelayMs = 60 * 60 * 1000;
const leaseMs = 10 * 60 * 1000;
const idlePollMs = 5 * 60 * 1000;

/** Delay before the next attempt after `attempts` failed ones. */
export function retryDelay(baseMs: number, attempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function ownerToken(): string {
  return `${hostname()}|${process.pid}|${randomUUID()}`;
}

/** Whether a lease owner is a process that no longer runs on this machine. */
function ownerGone(owner: string, self: string): boolean {
  if (owner === self) return false;
  const [host, pidText] = owner.split("|");
  if (host !== hostname()) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, transport, log, retryBaseMs } = options;
  const giveUpAfterMs = options.giveUpAfterMs ?? 3 * 24 * 60 * 60 * 1000;
  const concurrency = options.concurrency ?? 2;
  const settings: MailSettings = { ...options.mail, resumeDir: store.resumeDir };
  const owner = ownerToken();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PassResult> | undefined;
  let again = false;
  let stopped = false;
  let starting: Promise<void> | undefined;

  async function deliver(submission: Submission, result: PassResult): Promise<void> {
    const attempts = submission.attempts + 1;
    const resumePath = submission.resume ? join(store.resumeDir, submission.resume.file) : undefined;
    try {
      if (resumePath) {
        try {
          await access(resumePath);
        } catch {
          await store.markFailed(submission.id, attempts, "the stored resume file is missing");
          result.failed++;
          log.error({ id: submission.id }, "outbox: resume file missing; marked failed");
          return;
        }
      }
      await transport.send(composeMail(submission, settings));
    } catch (error) {
      const message = errorText(error);
      const expired = Date.now() - submission.createdAt > giveUpAfterMs;
      if (isPermanentFailure(error) || expired) {
        await store.markFailed(submission.id, attempts, message);
        result.failed++;
        log.error({ id: submission.id, attempts, err: message }, "outbox: delivery failed for good");
      } else {
        const delay = retryDelay(retryBaseMs, attempts);
        await store.markRetry(submission.id, attempts, Date.now() + delay, message);
        result.retried++;
        log.warn(
          { id: submission.id, attempts, retryInMs: delay, err: message },
          "outbox: delivery failed; will retry",
        );
      }
      return;
    }
    await store.markSent(submission.id, Date.now());
    result.sent++;
    if (resumePath) await rm(resumePath, { force: true });
  }

  async function pass(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retried: 0, failed: 0 };
    while (!stopped) {
      const now = Date.now();
      const batch = await store.claimDue(owner, now, now + leaseMs, concurrency * 4);
      if (batch.length === 0) break;
      let next = 0;
      const lanes = Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
        for (let item = batch[next++]; item; item = batch[next++]) await deliver(item, result);
      });
      await Promise.all(lanes);
    }
    return result;
  }

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    const due = store.nextDueAt();
    const delay = due === undefined ? idlePollMs : Math.min(Math.max(due - Date.now(), 0), idlePollMs);
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run(): void {
    if (stopped || starting) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: errorText(error) }, "outbox: delivery pass failed");
        return { sent: 0, retried: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          setImmediate(run);
        } else {
          schedule();
        }
      });
  }

  return {
    start() {
      starting = store
        .releaseLocks((lockOwner) => ownerGone(lockOwner, owner))
        .then((released) => {
          if (released > 0) log.info({ released }, "outbox: released deliveries of a stopped process");
          const counts = store.counts();
          if (counts.pending > 0) log.info({ pending: counts.pending }, "outbox: resuming pending deliveries");
        })
        .catch((error: unknown) => log.error({ err: errorText(error) }, "outbox: could not release old leases"))
        .finally(() => {
          starting = undefined;
          run();
        });
    },
    kick() {
      if (!running && !stopped) {
        clearTimeout(timer);
        timer = setTimeout(run, 0);
      } else {
        again = true;
      }
    },
    async runOnce() {
      if (running) await running;
      return pass();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (starting) await starting;
      if (running) await running;
    },
  };
}
