import { afterEach } from "vitest";
import { killServers } from "../../scripts/lib/server.ts";

/**
 * After each test of the calling file: kills the server processes it left running, then runs
 * what it handed to the returned function, last first (servers before their relays).
 */
export function cleanupAfterEach(): (close: () => Promise<void>) => void {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    killServers();
    for (const close of closers.splice(0).reverse()) await close();
  });
  return (close) => {
    closers.push(close);
  };
}
