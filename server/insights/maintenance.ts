/**
 * What every instance does once a minute (each step is safe to run on several at once, and the
 * filters' counts are made by one of them): delete
 * the salts of past days, make the daily counts of today and yesterday from the raw views (views
 * of yesterday may still arrive in the first seconds after midnight), make the counts within the
 * filters again where a day's views have changed since (ADR 0187): today's every five minutes,
 * those of the last `filterDays` days at once; and delete raw views older than
 * `rawViewRetentionDays`.
 */
import { rawViewRetentionDays } from "../../core/protocols/insights-protocol.ts";
import type { StoreLog } from "../outbox/store.ts";
import { type PeriodicJob, schedulePeriodic } from "../periodic.ts";
import type { InsightsStore } from "./store.ts";
import { dayOf } from "./visitor.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The days before today whose filters' counts are made when behind (an instance stopped over a weekend catches up). */
const filterDays = 7;

/**
 * Today's counts within the filters are made on the minutes of the clock divisible by this: at
 * most this many minutes behind, for a twentieth of the work of making them every minute.
 */
export const todaysFiltersEveryMinutes = 5;

/** Runs the steps once, for the time `now`. */
export async function maintain(store: InsightsStore, now: number): Promise<void> {
  const today = dayOf(now);
  await store.dropSaltsBefore(today);
  await store.rollUp(dayOf(now - dayMs));
  await store.rollUp(today);
  const todaysTurn = Math.floor(now / 60_000) % todaysFiltersEveryMinutes === 0;
  for (let daysAgo = todaysTurn ? 0 : 1; daysAgo <= filterDays; daysAgo++) {
    const day = dayOf(now - daysAgo * dayMs);
    // Asked first without the lock, which most minutes finds every day current; rollUpFilters
    // asks again under it, for an instance that made them meanwhile.
    if (!(await store.filtersCurrent(day))) await store.rollUpFilters(day);
  }
  await store.purgeViews(dayOf(now - rawViewRetentionDays * dayMs));
}

export function scheduleMaintenance(
  store: InsightsStore,
  log: StoreLog,
  { intervalMs = 60_000, now = Date.now } = {},
): PeriodicJob {
  return schedulePeriodic({
    intervalMs,
    after: store.ready(),
    work: () => maintain(store, now()),
    failed: (err) => log.warn({ err }, "insights: maintenance failed"),
  });
}
