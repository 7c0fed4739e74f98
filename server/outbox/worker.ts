/**
 * Delivers the outbox: claims due submissions, sends them, records the result. A failed
 * delivery is retried after OUTBOX_RETRY_BASE_MS, doubling per attempt up to one hour; a
 * permanent refusal (SMTP 5xx), a missing resume or three days of failures mark it failed
 * (the operator command retries those). After a restart it resumes where it stopped.
 * Claims are leases the worker renews while it works; when the store is unreachable the worker
 * waits (1 s, doubling up to 30 s) and carries on when it answers again.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { composeMail, type MailSettings } from "../mail/compose.ts";
import { isPermanentFailure, type MailTransport } from "../mail/transport.ts";
import type { OutboxStore, StoreLog, Submission } from "./store.ts";

export type WorkerLog = StoreLog;

export interface OutboxWorkerOptions {
  store: OutboxStore;
  transport: MailTransport;
  mail: MailSettings;
  retryBaseMs: number;
  log: WorkerLog;
  /** How long a claim lasts unless renewed (OUTBOX_LEASE_MS); also the longest idle wait. */
  leaseMs?: number;
  /** A submission still failing this long after it was accepted is marked failed. */
  giveUpAfterMs?: number;
  concurrency?: number;
  /** Told of each delivery attempt's outcome (metrics). */
  onDelivery?: (outcome: DeliveryOutcome) => void;
}

/** What one delivery attempt came to: sent, to be retried, or failed for good. */
export type DeliveryOutcome = "sent" | "retry" | "failed";

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** Once the store is ready: releases leases of crashed processes and starts delivering. */
  start(): void;
  /** Something new was accepted: deliver soon. */
  kick(): void;
  /** Delivers everything due now, once (the operator command). */
  runOnce(): Promise<PassResult>;
  /** Stops after the deliveries in flight; later kicks do nothing. */
  stop(): Promise<void>;
}

export const maxRetryDelayMs = 60 * 60 * 1000;
export const defaultLeaseMs = 60 * 1000;
const idlePollMs = 5 * 60 * 1000;
const maxPauseMs = 30 * 1000;

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
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  // Other instances may leave work behind (a lease that ends): look at least once per lease.
  const idleMs = Math.min(idlePollMs, leaseMs);
  const owner = ownerToken();
  let timer: NodeJS.Timeout | undefined;
  let renewal: NodeJS.Timeout | undefined;
  const lanes = new Set<Promise<void>>();
  let stopped = false;
  let started = false;
  let starting: Promise<void> | undefined;
  /** Lanes in a row that stopped because the store did not answer. */
  let storeFailures = 0;
  let scheduled = 0;

  async function deliver(submission: Submission, result: PassResult): Promise<void> {
    const attempts = submission.attempts + 1;
    let resume: Buffer | undefined;
    if (submission.resume) {
      resume = await store.readResume(submission.id);
      if (!resume) {
        await store.markFailed(submission.id, attempts, "the stored resume is missing");
        result.failed++;
        options.onDelivery?.("failed");
        log.error({ id: submission.id }, "outbox: stored resume missing; marked failed");
        return;
      }
    }
    try {
      await transport.send(composeMail(submission, options.mail, resume));
    } catch (error) {
      const message = errorText(error);
      const expired = Date.now() - submission.createdAt > giveUpAfterMs;
      if (isPermanentFailure(error) || expired) {
        await store.markFailed(submission.id, attempts, message);
        result.failed++;
        options.onDelivery?.("failed");
        log.error({ id: submission.id, attempts, err: message }, "outbox: delivery failed for good");
      } else {
        const delay = retryDelay(retryBaseMs, attempts);
        await store.markRetry(submission.id, attempts, Date.now() + delay, message);
        result.retried++;
        options.onDelivery?.("retry");
        log.warn(
          { id: submission.id, attempts, retryInMs: delay, err: message },
          "outbox: delivery failed; will retry",
        );
      }
      return;
    }
    await store.markSent(submission.id, Date.now());
    result.sent++;
    options.onDelivery?.("sent");
  }

  /**
   * One lane claims one due submission at a time and delivers it, until none is due. Lanes
   * are independent: a slow delivery holds up no other, and claims nothing it is not sending.
   */
  async function lane(result: PassResult): Promise<void> {
    while (!stopped) {
      const now = Date.now();
      const [submission] = await store.claimDue(owner, now, now + leaseMs, 1);
      if (!submission) return;
      await deliver(submission, result);
    }
  }

  function startLane(result: PassResult): Promise<void> {
    // While any lane works, its claim is renewed, so no other worker takes it over.
    renewal ??= setInterval(
      () =>
        store
          .renewLeases(owner, Date.now() + leaseMs)
          .catch((error: unknown) => log.warn({ err: errorText(error) }, "outbox: could not renew leases")),
      leaseMs / 3,
    );
    renewal.unref();
    const running: Promise<void> = lane(result).finally(() => {
      lanes.delete(running);
      if (lanes.size === 0) {
        clearInterval(renewal);
        renewal = undefined;
      }
    });
    lanes.add(running);
    return running;
  }

  /** How long to wait before looking for due deliveries again. */
  async function nextDelay(): Promise<number> {
    if (storeFailures > 0) return Math.min(1000 * 2 ** (storeFailures - 1), maxPauseMs);
    try {
      const due = await store.nextDueAt();
      return due === undefined ? idleMs : Math.min(Math.max(due - Date.now(), 0), idleMs);
    } catch (error) {
      storeFailures++;
      log.warn({ err: errorText(error) }, "outbox: could not read the next due delivery");
      return 1000;
    }
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    const ticket = ++scheduled;
    const delay = await nextDelay();
    if (stopped || ticket !== scheduled) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  }

  const background: PassResult = { sent: 0, retried: 0, failed: 0 };

  /** Fills the idle lanes; each lane that runs out of work schedules the next look. */
  function run(): void {
    if (stopped || !started || starting) return;
    clearTimeout(timer);
    while (lanes.size < concurrency) {
      startLane(background)
        .then(
          () => {
            storeFailures = 0;
          },
          (error: unknown) => {
            storeFailures++;
            log.error({ err: errorText(error) }, "outbox: deliveries paused");
          },
        )
        .finally(() => void schedule());
    }
  }

  return {
    start() {
      store.ready().then(
        () => {
          if (stopped) return;
          started = true;
          starting = store
            .releaseLocks((lockOwner) => ownerGone(lockOwner, owner))
            .then(async (released) => {
              if (released > 0) log.info({ released }, "outbox: released deliveries of a stopped process");
              const counts = await store.counts();
              if (counts.pending > 0) log.info({ pending: counts.pending }, "outbox: resuming pending deliveries");
            })
            .catch((error: unknown) => log.error({ err: errorText(error) }, "outbox: could not release old leases"))
            .finally(() => {
              starting = undefined;
              run();
            });
        },
        () => {},
      );
    },
    kick() {
      run();
    },
    async runOnce() {
      const result: PassResult = { sent: 0, retried: 0, failed: 0 };
      await Promise.all(Array.from({ length: concurrency }, () => startLane(result)));
      return result;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (starting) await starting;
      await Promise.allSettled([...lanes]);
    },
  };
}
