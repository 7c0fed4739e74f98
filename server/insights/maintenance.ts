/**
 * What every instance does once a minute (each step is safe to run on several at once): delete
 * the salts of past days, make the daily counts of today and yesterday from the raw views (views
 * of yesterday may still arrive in the first seconds after midnight), make the counts within the
 * filters of each of the last `filterDays` whole days that has none yet (from ten minutes after
 * midnight: a day's work, done once per day, ADR 0186), and delete raw views older than
 * `rawViewRetentionDays`.
 */
import { rawViewRetentionDays } from "../../core/protocols/insights-protocol.ts";
import type { StoreLog } from "../outbox/store.ts";
import { type PeriodicJob, schedulePeriodic } from "../periodic.ts";
import type { InsightsStore } from "./store.ts";
import { dayOf } from "./visitor.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The whole days whose filters' counts are made when missing (an instance stopped over a weekend catches up). */
const filterDays = 7;

/** After midnight, views of the day before may still arrive for this long. */
const lateViewsMs = 10 * 60 * 1000;

/** Runs the steps once, for the time `now`. */
export async function maintain(store: InsightsStore, now: number): Promise<void> {
  const today = dayOf(now);
  await store.dropSaltsBefore(today);
  await store.rollUp(dayOf(now - dayMs));
  await store.rollUp(today);
  for (let daysAgo = 1; daysAgo <= filterDays; daysAgo++) {
    const day = dayOf(now - lateViewsMs - daysAgo * dayMs);
    if (!(await store.filtersMade(day))) await store.rollUpFilters(day);
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
