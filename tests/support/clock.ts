/**
 * The process's clock set by the test, for server tests in this process: only `Date` is
 * replaced, so timers, sockets and the server's own waits stay real while every `Date.now()`
 * (a proof's expiry and least fill time, an outbox row's age) reads the time the test set.
 */
import { afterAll, beforeAll, vi } from "vitest";

/** Runs `step` with the clock at `time`, then gives the real clock back. */
export async function atTime<T>(time: number, step: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: time });
  try {
    return await step();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * From the suite's start to its end the clock stands still at the real time until the test
 * moves it (`vi.setSystemTime`): for a server that took its clock when it started.
 */
export function stoppedClockForSuite(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
