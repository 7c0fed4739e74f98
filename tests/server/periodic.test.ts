/**
 * The server's repeated work (server/periodic.ts): nothing before its database is ready, then
 * one run at a time, a failure logged without ending the schedule, and a stop that waits for the
 * run under way.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { schedulePeriodic } from "../../server/periodic.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A promise and the functions that settle it. */
const deferred = () => Promise.withResolvers<void>();

test("runs once its database is ready, then an interval after each run ends, never two at once", async () => {
  const ready = deferred();
  const runs: { end: () => void }[] = [];
  const job = schedulePeriodic({
    intervalMs: 1000,
    after: ready.promise,
    work: () => {
      const run = deferred();
      runs.push({ end: run.resolve });
      return run.promise;
    },
    failed: () => {},
  });
  await vi.advanceTimersByTimeAsync(5000);
  expect(runs).toHaveLength(0);

  ready.resolve();
  await vi.advanceTimersByTimeAsync(0);
  expect(runs).toHaveLength(1);
  // The first run takes longer than the interval: no second one meanwhile.
  await vi.advanceTimersByTimeAsync(5000);
  expect(runs).toHaveLength(1);
  runs[0]?.end();
  await vi.advanceTimersByTimeAsync(999);
  expect(runs).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(runs).toHaveLength(2);

  // A run asked for now waits for the one under way.
  const asked = job.run();
  await vi.advanceTimersByTimeAsync(0);
  expect(runs).toHaveLength(2);
  runs[1]?.end();
  await vi.advanceTimersByTimeAsync(0);
  expect(runs).toHaveLength(3);
  runs[2]?.end();
  await asked;

  // Stop waits for the run under way, and no run comes after it.
  await vi.advanceTimersByTimeAsync(1000);
  expect(runs).toHaveLength(4);
  let stopped = false;
  const stopping = job.stop().then(() => {
    stopped = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  runs[3]?.end();
  await stopping;
  await vi.advanceTimersByTimeAsync(10_000);
  expect(runs).toHaveLength(4);
});

test("a failed run is logged, and the next one comes as usual", async () => {
  const failures: string[] = [];
  let attempts = 0;
  const job = schedulePeriodic({
    intervalMs: 1000,
    after: Promise.resolve(),
    work: async () => {
      attempts++;
      if (attempts === 1) throw new Error("the database is unreachable");
    },
    failed: (message) => failures.push(message),
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(failures).toEqual(["the database is unreachable"]);
  await vi.advanceTimersByTimeAsync(1000);
  expect(attempts).toBe(2);
  expect(failures).toHaveLength(1);
  await job.stop();
});

test("a database that never opens: no run, and stop ends at once", async () => {
  let attempts = 0;
  const job = schedulePeriodic({
    intervalMs: 1000,
    after: Promise.reject(new Error("closed")),
    work: async () => {
      attempts++;
    },
    failed: () => {},
  });
  await vi.advanceTimersByTimeAsync(5000);
  await job.stop();
  expect(attempts).toBe(0);
});
