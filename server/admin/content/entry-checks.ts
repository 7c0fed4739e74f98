/**
 * Runs the editing API's entry checks (entry-reading.ts) in a worker thread (check-worker.ts),
 * started once per working copy and reused, one check at a time. A check that takes longer than
 * the time limit (EDIT_CHECK_TIMEOUT_MS) has its thread terminated and is refused; the next check
 * starts a new thread. The server's event loop only passes the text and the answer, so a hostile
 * entry can cost a thread at most the time limit and never delays a page.
 */
import { Worker } from "node:worker_threads";
import type { CollectionData } from "../../../core/content-model/load.ts";
import type { CollectionName } from "../../../core/content-model/schemas.ts";
import type { CheckMessage } from "./check-worker.ts";
import type { CheckAnswer, CheckRequest, FileSummary } from "./entry-reading.ts";
import { Refusal } from "./refusal.ts";

/** The default time limit of one check: a save's check takes milliseconds, the largest entry read a few tenths of a second. */
export const defaultCheckTimeoutMs = 3000;

/** How long the thread may take to load its code (once, at start-up or after a check was stopped). */
const threadStartMs = 30_000;

/** Memory of the thread: far more than the largest entry needs, and a bound on what one can take. */
const threadMemoryMb = 256;

interface Job {
  request: CheckRequest;
  resolve(answer: CheckAnswer): void;
  reject(error: unknown): void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
}

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

/** The refusal of a check that ran out of time or whose thread stopped; an entry saved gets a 422, another file a 503. */
function unchecked(request: CheckRequest, reason: string): Refusal {
  if (request.kind === "check") {
    return new Refusal(422, `${request.path}: (the file): ${reason}`, {
      file: request.path,
      field: "(the file)",
      reason,
    });
  }
  return new Refusal(503, `${request.path} could not be read: ${reason}. Nothing was changed; try again later`);
}

export class EntryChecks {
  readonly timeoutMs: number;
  #thread: Thread | undefined;
  #queue: Job[] = [];
  #running = false;
  #closed = false;
  #nextId = 1;

  constructor(timeoutMs = defaultCheckTimeoutMs) {
    this.timeoutMs = timeoutMs;
  }

  /** Starts the thread now, so that the first save does not wait for it to load. */
  start(): void {
    this.#threadReady().catch(() => undefined);
  }

  /**
   * The entry checked with the build's code: its data and its text as it is saved (separators
   * and controls normalised), or a 422 naming the file, the field and the reason.
   */
  async check<C extends CollectionName>(
    collection: C,
    path: string,
    text: string,
  ): Promise<{ data: CollectionData<C>; text: string }> {
    const answer = await this.#run({ kind: "check", collection, path, text });
    if (answer.kind === "valid") return { data: answer.data as CollectionData<C>, text: answer.text };
    if (answer.kind === "invalid") throw new Refusal(422, answer.message, answer.problem);
    throw new Error(`checking ${path} failed: ${answer.kind === "failed" ? answer.message : answer.kind}`);
  }

  /** What a lenient reading of a file finds (its id, category, photos and pages). */
  async summary(collection: CollectionName, path: string, text: string): Promise<FileSummary> {
    const answer = await this.#run({ kind: "summary", collection, path, text });
    if (answer.kind === "summary") return answer.summary;
    throw new Error(`reading ${path} failed: ${answer.kind === "failed" ? answer.message : answer.kind}`);
  }

  /** Stops the thread; checks still waiting are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0))
      job.reject(new Refusal(503, "The server is stopping; nothing was changed"));
    const thread = this.#thread;
    this.#thread = undefined;
    if (thread) await thread.worker.terminate();
  }

  #run(request: CheckRequest): Promise<CheckAnswer> {
    if (this.#closed) return Promise.reject(new Refusal(503, "The server is stopping; nothing was changed"));
    return new Promise((resolve, reject) => {
      this.#queue.push({ request, resolve, reject });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      for (let job = this.#queue.shift(); job; job = this.#queue.shift()) {
        try {
          job.resolve(await this.#once(job.request));
        } catch (error) {
          job.reject(error);
        }
      }
    } finally {
      this.#running = false;
    }
  }

  #threadReady(): Promise<Worker> {
    if (!this.#thread) {
      const worker = new Worker(new URL("./check-worker.ts", import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: threadMemoryMb },
      });
      // Idle, the thread never keeps the process alive; a running check's timer does.
      worker.unref();
      const ready = new Promise<void>((resolve, reject) => {
        const onMessage = (message: { ready?: boolean }) => {
          if (!message.ready) return;
          worker.off("message", onMessage);
          worker.off("error", reject);
          resolve();
        };
        worker.on("message", onMessage);
        worker.once("error", reject);
        worker.once("exit", (code) => reject(new Error(`the entry checks' thread stopped (${code})`)));
      });
      const thread = { worker, ready };
      this.#thread = thread;
      // A thread that ends (terminated, crashed) is started again for the next check.
      const forget = () => {
        if (this.#thread === thread) this.#thread = undefined;
      };
      worker.on("error", forget);
      worker.once("exit", forget);
    }
    const { worker, ready } = this.#thread;
    return ready.then(() => worker);
  }

  /** One request on the thread, within the time limit (counted from when it reaches the thread). */
  async #once(request: CheckRequest): Promise<CheckAnswer> {
    let worker: Worker;
    let startTimer: NodeJS.Timeout | undefined;
    try {
      worker = await Promise.race([
        this.#threadReady(),
        new Promise<never>((_, reject) => {
          startTimer = setTimeout(() => reject(new Error("the thread did not start")), threadStartMs);
        }),
      ]);
    } catch {
      if (this.#thread) void this.#thread.worker.terminate();
      this.#thread = undefined;
      throw new Refusal(503, "The server could not start checking entries; nothing was changed; try again");
    } finally {
      clearTimeout(startTimer);
    }
    const id = this.#nextId++;
    return new Promise<CheckAnswer>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      const stop = (reason: string) => {
        finish();
        this.#thread = undefined;
        void worker.terminate();
        reject(unchecked(request, reason));
      };
      const onMessage = (message: { id?: number; answer?: CheckAnswer }) => {
        if (message.id !== id || !message.answer) return;
        finish();
        resolve(message.answer);
      };
      const onError = (error: Error) => {
        const memory = (error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY";
        stop(memory ? `needs more than ${threadMemoryMb} MB to check` : "its check stopped unexpectedly");
      };
      const onExit = () => stop("its check stopped unexpectedly");
      const timer = setTimeout(
        () => stop(`took longer than ${duration(this.timeoutMs)} to check; it is too large or too complex`),
        this.timeoutMs,
      );
      worker.on("message", onMessage);
      worker.once("error", onError);
      worker.once("exit", onExit);
      worker.postMessage({ id, request } satisfies CheckMessage);
    });
  }
}

/** The checks of each working copy the editing API serves (content-api.ts starts and stops them). */
const byRepo = new Map<string, EntryChecks>();
let fallback: EntryChecks | undefined;

/** Starts the checks of a working copy with its time limit. */
export function startEntryChecks(repoDir: string, timeoutMs = defaultCheckTimeoutMs): EntryChecks {
  const checks = new EntryChecks(timeoutMs);
  byRepo.set(repoDir, checks);
  checks.start();
  return checks;
}

export async function stopEntryChecks(repoDir: string, checks: EntryChecks): Promise<void> {
  if (byRepo.get(repoDir) === checks) byRepo.delete(repoDir);
  await checks.close();
}

/** The checks of a working copy; for one the API does not serve (a script's call), a shared thread with the default limit. */
export function entryChecksFor(repoDir: string): EntryChecks {
  const checks = byRepo.get(repoDir);
  if (checks) return checks;
  fallback ??= new EntryChecks();
  return fallback;
}
