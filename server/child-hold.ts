import type { ChildProcess } from "node:child_process";

/**
 * Lets a helper process (the photo process, the launcher) keep the server running only while
 * work is under way in it: holds `child` and its channel open while one of `calls` is its, lets
 * them go otherwise. Returns whether one is.
 */
export function holdWhileBusy(child: ChildProcess, calls: Iterable<{ child: ChildProcess }>): boolean {
  const busy = [...calls].some((call) => call.child === child);
  if (busy) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
  return busy;
}
