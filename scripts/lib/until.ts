/** Waiting for a state rather than for a time. */
import { performance } from "node:perf_hooks";

/** Waits until `check` holds (asked again every 50 ms; throwing counts as not yet), or fails after `timeoutMs`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  // The monotonic clock: a test may set Date to another time meanwhile.
  const deadline = performance.now() + timeoutMs;
  const holds = async () => {
    try {
      return await check();
    } catch {
      return false;
    }
  };
  while (!(await holds())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
