/**
 * The limit on submissions without a proof of work (a browser with scripts off): a few per
 * address and hour, and ten times that for all addresses together, so that a robot posting like
 * such a browser cannot fill the inbox. Counted in this process's memory.
 */
const hourMs = 60 * 60 * 1000;

export interface HourlyLimit {
  /** Counts one submission from `address`; false when its hour (or everyone's) is used up. */
  take(address: string): boolean;
}

/** `perAddress` 0 lifts the limit. */
export function createHourlyLimit(perAddress: number, now: () => number = Date.now): HourlyLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const allAddresses = "*";
  const count = (key: string, max: number, time: number) => {
    const window = windows.get(key);
    if (!window || time - window.start >= hourMs) {
      windows.set(key, { start: time, count: 1 });
      return true;
    }
    if (window.count >= max) return false;
    window.count++;
    return true;
  };
  return {
    take(address) {
      if (perAddress === 0) return true;
      const time = now();
      // Forget finished hours now and then, so that the map holds the last hour's addresses only.
      if (windows.size > 10_000) {
        for (const [key, window] of windows) if (time - window.start >= hourMs) windows.delete(key);
      }
      const global = windows.get(allAddresses);
      if (global && time - global.start < hourMs && global.count >= perAddress * 10) return false;
      if (!count(address, perAddress, time)) return false;
      return count(allAddresses, perAddress * 10, time);
    },
  };
}
