/**
 * The process's clock set to a later time for a step of a server test in this process: only
 * `Date` is replaced, so timers, sockets and the server's own waits stay real while every
 * `Date.now()` (the proof's expiry and least fill time, an outbox row's age) reads the new time.
 */
import { vi } from "vitest";

export async function atTime<T>(time: number, step: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: time });
  try {
    return await step();
  } finally {
    vi.useRealTimers();
  }
}
