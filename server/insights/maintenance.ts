/**
 * What every instance does once a minute (each step is safe to run on several at once): delete
 * the salts of past days, make the daily counts of today and yesterday from the raw views (views
 * of yesterday may still arrive in the first seconds after midnight), and delete raw views older
 * than `rawViewRetentionDays`.
 */
import { rawViewRetentionDays } from "../../core/protocols/insights-protocol.ts";
import type { StoreLog } from "../outbox/store.ts";
import type { InsightsStore } from "./store.ts";
import { dayOf } from "./visitor.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** Runs the steps once, for the time `now`. */
export async function maintain(store: InsightsStore, now: number): Promise<void> {
  const today = dayOf(now);
  await store.dropSaltsBefore(today);
  await store.rollUp(dayOf(now - dayMs));
  await store.rollUp(today);
  await store.purgeViews(dayOf(now - rawViewRetentionDays * dayMs));
}

export interface Maintenance {
  /** Runs the steps now (after any run under way). */
  run(): Promise<void>;
  stop(): Promise<void>;
}

export function scheduleMaintenance(
  store: InsightsStore,
  log: StoreLog,
  { intervalMs = 60_000, now = Date.now } = {},
): Maintenance {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    running = running
      .then(() => maintain(store, now()))
      .catch((error: unknown) =>
        log.warn({ err: error instanceof Error ? error.message : String(error) }, "insights: maintenance failed"),
      );
    return running;
  };
  const tick = () => {
    void run().finally(() => {
      if (stopped) return;
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    });
  };
  store.ready().then(
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
