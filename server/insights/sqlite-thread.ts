/**
 * The embedded store's thread: opens DATA_DIR/insights.db and runs every statement, so that the
 * server's event loop never waits for SQLite (a batch of views, a day's roll-up, a dashboard's
 * query). Request `{ id, op, args }`, answer `{ id, result }` or `{ id, error }`; `{ op: "close" }` ends.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type InsightsOperation, openInsightsDatabase } from "./sqlite-database.ts";

export interface ThreadRequest {
  id: number;
  op: InsightsOperation | "ready" | "close";
  args: unknown[];
}

if (parentPort) {
  const port = parentPort;
  const db = openInsightsDatabase((workerData as { path: string }).path);
  port.on("message", ({ id, op, args }: ThreadRequest) => {
    if (op === "close") {
      db.close();
      port.close();
      return;
    }
    try {
      const run = op === "ready" ? () => true : (db[op] as (...values: unknown[]) => unknown);
      port.postMessage({ id, result: run(...args) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
