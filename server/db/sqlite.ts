/**
 * A SQLite file as a Database: one connection, on the calling thread (a few one-row statements,
 * such as a sign-in's) or on a thread of its own (`thread: true`: the outbox's commits and the
 * visit counts' batches, which must never hold up the event loop). A transaction has the
 * connection to itself: statements made meanwhile wait for it to end.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Worker } from "node:worker_threads";
import { createSerialQueue } from "../work-queue.ts";
import { type Database, DatabaseUnavailableError, type Queries, type Row, type SqlValue } from "./database.ts";
import { connectSqlite, type SqliteRequest, type SqliteSettings } from "./sqlite-connection.ts";
import type { ThreadAnswer, ThreadRequest } from "./sqlite-thread.ts";

export interface SqliteOptions {
  /** Statements on a thread of their own rather than the caller's. */
  thread?: boolean;
  /** Commits survive a crash of the process; one of the machine may lose the last moments (but a durable transaction's). */
  relaxed?: boolean;
}

/** How requests reach the connection. */
interface Link {
  send(request: SqliteRequest): Promise<unknown>;
  close(): Promise<void>;
}

function directLink(settings: SqliteSettings): Link {
  const connection = connectSqlite(settings);
  return {
    send: async (request) => connection.execute(request),
    close: async () => connection.close(),
  };
}

function threadLink(settings: SqliteSettings): Link {
  // The thread runs one module of ours: none of the flags the process was started with (say,
  // --input-type for a script given with --eval) is meant for it.
  const worker = new Worker(new URL("./sqlite-thread.ts", import.meta.url), { workerData: settings, execArgv: [] });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let calls = 0;
  let stopped: Error | undefined;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  const fail = (error: Error) => {
    stopped ??= new DatabaseUnavailableError(`the thread of ${settings.path} stopped: ${error.message}`);
    for (const entry of waiting.values()) entry.reject(stopped);
    waiting.clear();
  };
  worker.on("message", ({ id, result, error }: ThreadAnswer) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) entry?.resolve(result);
    else entry?.reject(new Error(error));
    if (waiting.size === 0) worker.unref();
  });
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("it exited")));
  worker.unref();
  return {
    send(request) {
      if (stopped) return Promise.reject(stopped);
      const id = ++calls;
      // Referenced while a request is open: a script waiting for an answer does not end before it.
      worker.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, ...request } satisfies ThreadRequest);
      });
    },
    async close() {
      if (!stopped) {
        worker.ref();
        worker.postMessage({ op: "close" } satisfies ThreadRequest);
      }
      await exited;
    },
  };
}

function queriesOf(send: (request: SqliteRequest) => Promise<unknown>): Queries {
  return {
    all: async <R extends Row>(sql: string, params: readonly SqlValue[] = []) =>
      (await send({ op: "all", sql, params })) as R[],
    get: async <R extends Row>(sql: string, params: readonly SqlValue[] = []) =>
      (await send({ op: "get", sql, params })) as R | undefined,
    run: async (sql, params = []) => (await send({ op: "run", sql, params })) as number,
    exec: async (sql) => {
      await send({ op: "exec", sql });
    },
  };
}

export function openSqlite(path: string, { thread = false, relaxed = false }: SqliteOptions = {}): Database {
  mkdirSync(dirname(path), { recursive: true });
  const settings: SqliteSettings = { path, synchronous: relaxed ? "NORMAL" : "FULL" };
  const link = thread ? threadLink(settings) : directLink(settings);
  const turns = createSerialQueue();
  let transactions = 0;
  // Outside transactions a statement goes straight to the connection; while one is open or
  // waiting, it takes its turn after it, so that it never runs inside another's transaction.
  const send = (request: SqliteRequest) =>
    transactions > 0 ? turns.run(() => link.send(request)) : link.send(request);
  const inTransaction = queriesOf(link.send);

  return {
    dialect: "sqlite",
    ...queriesOf(send),
    batch: async (statements, { durable = false } = {}) =>
      statements.length === 0 ? [] : ((await send({ op: "batch", statements, durable })) as Row[][]),
    async transaction(work, { durable = false } = {}) {
      transactions++;
      try {
        return await turns.run(async () => {
          await link.send({ op: "begin", durable });
          try {
            const result = await work(inTransaction);
            await link.send({ op: "commit" });
            return result;
          } catch (error) {
            await link.send({ op: "rollback" }).catch(() => {});
            throw error;
          }
        });
      } finally {
        transactions--;
      }
    },
    close: () => turns.run(() => link.close()),
  };
}
