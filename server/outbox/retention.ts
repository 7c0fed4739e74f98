/**
 * Retention: delivered submissions (and any stored resume) accepted more than RETENTION_DAYS
 * days ago are deleted, by the server every hour and by `npm run outbox -- purge`. Undelivered
 * ones are never deleted by age: they are still owed to the company.
 */
import type { OutboxStore, StoreLog } from "./store.ts";

const dayMs = 24 * 60 * 60 * 1000;
export const purgeIntervalMs = 60 * 60 * 1000;

/** Submissions accepted before this time are past retention. */
export function retentionCutoff(days: number, now = Date.now()): number {
  return now - days * dayMs;
}

export interface RetentionSchedule {
  stop(): Promise<void>;
}

/** Purges once the store is ready, then every `intervalMs`. */
export function scheduleRetention(
  store: OutboxStore,
  days: number,
  log: StoreLog,
  intervalMs = purgeIntervalMs,
): RetentionSchedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const purge = () => {
    running = store
      .purge(retentionCutoff(days))
      .then((deleted) => {
        if (deleted > 0)
          log.info({ deleted, retentionDays: days }, "outbox: deleted delivered submissions past retention");
      })
      .catch((error: unknown) =>
        log.warn({ err: error instanceof Error ? error.message : String(error) }, "outbox: retention purge failed"),
      )
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(purge, intervalMs);
        timer.unref();
      });
  };
  store.ready().then(
    () => {
      if (!stopped) purge();
    },
    () => {},
  );

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
