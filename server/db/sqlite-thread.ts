/**
 * A SQLite connection on a thread of its own (sqlite.ts, `thread: true`), so that the server's
 * event loop never waits for a lock, a flush to disk or a long query. Request `{ id, ...request }`,
 * answer `{ id, result }` or `{ id, error }`; `{ op: "close" }` closes the connection and ends.
 */
import { parentPort, workerData } from "node:worker_threads";
import { connectSqlite, type SqliteRequest, type SqliteSettings } from "./sqlite-connection.ts";

export type ThreadRequest = (SqliteRequest & { id: number }) | { op: "close" };
export type ThreadAnswer = { id: number; result?: unknown; error?: string };

if (parentPort) {
  const port = parentPort;
  const connection = connectSqlite(workerData as SqliteSettings);
  port.on("message", (request: ThreadRequest) => {
    if (request.op === "close") {
      connection.close();
      port.close();
      return;
    }
    try {
      port.postMessage({ id: request.id, result: connection.execute(request) } satisfies ThreadAnswer);
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
