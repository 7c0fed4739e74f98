/**
 * Work a server repeats while it runs: the outbox's retention purge, the visit counts'
 * maintenance, the admin area's purge of ended sessions. The first run comes once `after`
 * resolves (the part's database is ready; never, if it rejects), each next one `intervalMs` after
 * the last ended, so runs never overlap. A failed run is logged and the next comes as usual.
 */

export interface PeriodicJob {
  /** Runs the work now, after any run under way. */
  run(): Promise<void>;
  /** Cancels the next run and waits for the one under way. */
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  work: () => Promise<void>;
  intervalMs: number;
  after: Promise<unknown>;
  /** Logs a failed run. */
  failed: (message: string) => void;
}

export function schedulePeriodic({ work, intervalMs, after, failed }: PeriodicOptions): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    running = running
      .then(work)
      .catch((error: unknown) => failed(error instanceof Error ? error.message : String(error)));
    return running;
  };
  const tick = () => {
    void run().finally(() => {
      if (stopped) return;
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    });
  };
  after.then(
    () => {
      if (!stopped) tick();
    },
    () => {},
  );
  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
