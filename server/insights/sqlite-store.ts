/**
 * The embedded store (SQLite, DATA_DIR/insights.db): a client of the store's thread
 * (sqlite-thread.ts), which runs every statement off the event loop.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { ThreadRequest } from "./sqlite-thread.ts";
import type { InsightsStore } from "./store.ts";

type Answer = { id: number; result?: unknown; error?: string };

/** Calls into the thread; every call fails once the thread has stopped. */
function threadClient(worker: Worker) {
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let calls = 0;
  let stopped: Error | undefined;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  const fail = (error: Error) => {
    stopped ??= new Error(`the insights database thread stopped: ${error.message}`);
    for (const entry of waiting.values()) entry.reject(stopped);
    waiting.clear();
  };
  worker.on("message", ({ id, result, error }: Answer) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) entry?.resolve(result);
    else entry?.reject(new Error(error));
    if (waiting.size === 0) worker.unref();
  });
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("it exited")));
  worker.unref();
  const call = <T>(op: ThreadRequest["op"], ...args: unknown[]): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++calls;
    // Referenced while a call is open: a script waiting for an answer does not end before it.
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ id, op, args } satisfies ThreadRequest);
    });
  };
  /** Ends the thread once the calls before it are answered. */
  const close = async () => {
    if (!stopped) {
      worker.ref();
      worker.postMessage({ id: 0, op: "close", args: [] } satisfies ThreadRequest);
    }
    await exited;
  };
  return { call, close };
}

export function openSqliteInsightsStore(dataDir: string): InsightsStore {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL("./sqlite-thread.ts", import.meta.url), {
    workerData: { path: join(dataDir, "insights.db") },
  });
  const { call, close } = threadClient(worker);
  return {
    kind: "sqlite",
    ready: () => call("ready"),
    write: (views, vitals) => call("write", views, vitals),
    salt: async (day) => Buffer.from(await call<Uint8Array>("salt", day)),
    dropSaltsBefore: (day) => call("dropSaltsBefore", day),
    rollUp: (day) => call("rollUp", day),
    purgeViews: (before) => call("purgeViews", before),
    daily: (from, to) => call("daily", from, to),
    totals: (dimension, from, to) => call("totals", dimension, from, to),
    histograms: (from, to) => call("histograms", from, to),
    close,
  };
}
