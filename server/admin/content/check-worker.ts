/**
 * The entry checks' thread (entry-checks.ts, on server/thread-jobs.ts): parses and validates the entries the editing API
 * reads and saves, so that the server's event loop never waits for the YAML parser or the
 * schemas. Posts `{ ready: true }` once loaded, then answers each `{ id, request }` with
 * `{ id, answer }`, one at a time.
 */
import { parentPort } from "node:worker_threads";
import { answer, type CheckRequest } from "./entry-reading.ts";

export interface CheckMessage {
  id: number;
  request: CheckRequest;
}

if (parentPort) {
  const port = parentPort;
  port.on("message", ({ id, request }: CheckMessage) => {
    port.postMessage({ id, answer: answer(request) });
  });
  port.postMessage({ ready: true });
}
