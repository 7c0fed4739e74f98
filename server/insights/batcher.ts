/**
 * The write buffer between the endpoint and the store: reports are answered at once and kept in
 * memory, then written together, one transaction a second (or sooner, every `maxBatch` events),
 * one batch at a time. So a burst of visits costs the database a few transactions and the forms
 * nothing. The vitals of a batch are summed per bucket before they are written. While the store
 * cannot keep up or is unreachable, what does not fit (`maxBuffered`) or could not be written
 * is dropped and counted: visit counts are worth less than the server's memory.
 */
import type { StoreLog } from "../outbox/store.ts";
import type { InsightsStore, StoredEvent, StoredView, VitalCount } from "./store.ts";

export interface BatcherOptions {
  write: InsightsStore["write"];
  log: StoreLog;
  /** Counts events that were not kept: "overflow" (the buffer was full) or "unavailable" (the write failed). */
  dropped(reason: "overflow" | "unavailable", count: number): void;
  intervalMs?: number;
  maxBatch?: number;
  maxBuffered?: number;
}

export interface Batcher {
  addView(view: StoredView): void;
  addVital(vital: Omit<VitalCount, "samples">): void;
  addEvent(event: StoredEvent): void;
  /** Writes what is buffered now; resolves once it (and any write under way) is done. */
  flush(): Promise<void>;
}

const vitalKey = (vital: Omit<VitalCount, "samples">) =>
  `${vital.day}\0${vital.path}\0${vital.metric}\0${vital.bucket}\0${vital.device}`;

/** The samples summed per bucket, in a fixed order (so that instances lock rows alike). */
function summed(vitals: Omit<VitalCount, "samples">[]): VitalCount[] {
  const counts = new Map<string, VitalCount>();
  for (const vital of vitals) {
    const key = vitalKey(vital);
    const entry = counts.get(key);
    if (entry) entry.samples++;
    else counts.set(key, { ...vital, samples: 1 });
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, count]) => count);
}

export function createBatcher(options: BatcherOptions): Batcher {
  const { write, log, dropped, intervalMs = 1000, maxBatch = 1000, maxBuffered = 50_000 } = options;
  let views: StoredView[] = [];
  let vitals: Omit<VitalCount, "samples">[] = [];
  let events: StoredEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  const buffered = () => views.length + vitals.length + events.length;

  const writeBatch = async (
    batchViews: StoredView[],
    batchVitals: Omit<VitalCount, "samples">[],
    batchEvents: StoredEvent[],
  ) => {
    try {
      await write(batchViews, summed(batchVitals), batchEvents);
    } catch (error) {
      dropped("unavailable", batchViews.length + batchVitals.length + batchEvents.length);
      log.warn({ err: error instanceof Error ? error.message : String(error) }, "insights: could not write visits");
    }
  };

  /** Starts writing the buffer unless a write is under way (it starts the next when done). */
  const start = () => {
    clearTimeout(timer);
    timer = undefined;
    if (writing || buffered() === 0) return;
    const batch = writeBatch(views, vitals, events);
    views = [];
    vitals = [];
    events = [];
    writing = batch.finally(() => {
      writing = undefined;
      if (buffered() >= maxBatch) start();
      else if (buffered() > 0) schedule();
    });
  };
  const schedule = () => {
    timer ??= setTimeout(start, intervalMs);
    timer.unref();
  };
  const add = (push: () => void) => {
    if (buffered() >= maxBuffered) return dropped("overflow", 1);
    push();
    if (buffered() >= maxBatch) start();
    else schedule();
  };

  return {
    addView: (view) => add(() => views.push(view)),
    addVital: (vital) => add(() => vitals.push(vital)),
    addEvent: (event) => add(() => events.push(event)),
    async flush() {
      while (writing || buffered() > 0) {
        start();
        await writing;
      }
    },
  };
}
