/** Waiting for a state rather than for a time. */
import { setTimeout as delay } from "node:timers/promises";

/**
 * Asks `check` every 50 ms until it gives a value other than false, null or undefined, and
 * resolves with that value; fails after `timeoutMs`, with the last error `check` threw (a look
 * that throws counts as not yet) as the cause.
 */
export async function until<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 30_000,
): Promise<Exclude<T, false | null | undefined>> {
  // The monotonic clock: a test may set Date to another time meanwhile.
  const deadline = performance.now() + timeoutMs;
  let failure: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== false && value !== null && value !== undefined)
        return value as Exclude<T, false | null | undefined>;
    } catch (error) {
      failure = error;
    }
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`, { cause: failure });
    await delay(50);
  }
}
