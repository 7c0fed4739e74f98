/**
 * Retention: delivered submissions (and any stored resume) accepted more than RETENTION_DAYS
 * days ago are deleted, by the server every hour and by `npm run outbox -- purge`. Undelivered
 * ones are never deleted by age: they are still owed to the company.
 */
import { type PeriodicJob, schedulePeriodic } from "../periodic.ts";
import type { OutboxStore, StoreLog } from "./store.ts";

const dayMs = 24 * 60 * 60 * 1000;
export const purgeIntervalMs = 60 * 60 * 1000;

/** Submissions accepted before this time are past retention. */
export function retentionCutoff(days: number, now = Date.now()): number {
  return now - days * dayMs;
}

/** Purges once the store is ready, then every `intervalMs`. */
export function scheduleRetention(
  store: OutboxStore,
  days: number,
  log: StoreLog,
  intervalMs = purgeIntervalMs,
): PeriodicJob {
  return schedulePeriodic({
    intervalMs,
    after: store.ready(),
    work: async () => {
      const deleted = await store.purge(retentionCutoff(days));
      if (deleted > 0)
        log.info({ deleted, retentionDays: days }, "outbox: deleted delivered submissions past retention");
    },
    failed: (err) => log.warn({ err }, "outbox: retention purge failed"),
  });
}
