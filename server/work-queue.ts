/**
 * Costly work run a few at a time, in arrival order, with a bounded number waiting: the password
 * checks (admin/passwords.ts), the decodes of editors' photos and the reads of whole photos
 * (admin/content/photo-queue.ts, read-actions.ts). Beyond the waiting places a task is refused at
 * once rather than queued, so that a flood costs memory for the waiting few only. A task with
 * priority waits ahead of the others and is never refused.
 * With one place and no bound it is the lock of work that must not interleave (`createSerialQueue`):
 * a repository's writes, a SQLite connection's transactions, the switches of the served build.
 */

export interface WorkQueue {
  /** Runs `work` when its turn comes; throws `refusal()` at once when the queue is full (unless `priority`). */
  run<T>(work: () => Promise<T>, options?: { priority?: boolean }): Promise<T>;
  /** As run, but resolves undefined when the queue is full (work that can be done another time). */
  runIfRoom<T>(work: () => Promise<T>): Promise<T | undefined>;
  /** Whether a task without priority would be refused now. */
  full(): boolean;
  /** How many are running or waiting. */
  size(): number;
}

/** At most `concurrency` tasks at once and `maxWaiting` ordinary ones waiting; `refusal` makes the error of a task turned away. */
export function createWorkQueue(concurrency: number, maxWaiting: number, refusal: () => Error): WorkQueue {
  let running = 0;
  const first: (() => void)[] = [];
  const rest: (() => void)[] = [];
  const full = () => running >= concurrency && rest.length >= maxWaiting;
  const done = () => {
    // The place passes straight to the next in line, so a newcomer cannot take it in between.
    const next = first.shift() ?? rest.shift();
    if (next) next();
    else running--;
  };
  const queued = async <T>(work: () => Promise<T>, priority: boolean): Promise<T> => {
    if (running < concurrency) running++;
    else await new Promise<void>((resolve) => (priority ? first : rest).push(resolve));
    try {
      return await work();
    } finally {
      done();
    }
  };
  return {
    run: (work, { priority = false } = {}) =>
      !priority && full() ? Promise.reject(refusal()) : queued(work, priority),
    runIfRoom: (work) => (full() ? Promise.resolve(undefined) : queued(work, false)),
    full,
    size: () => running + first.length + rest.length,
  };
}

/**
 * One task at a time, in arrival order, none refused: a working copy's git operations
 * (admin/content/repo-lock.ts), a build's activation (admin/publish/activation.ts) and a SQLite
 * connection's transactions (db/sqlite.ts). A task that fails does not stop the ones after it.
 */
export function createSerialQueue(): WorkQueue {
  return createWorkQueue(1, Number.POSITIVE_INFINITY, () => new RangeError("a serial queue refuses nothing"));
}
