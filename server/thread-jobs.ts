/**
 * Jobs run one at a time in a worker thread of their own, within a time limit: the server's event
 * loop only passes the request and the answer, so a hostile request costs the thread at most the
 * time limit and never delays a page. A job that takes longer, or whose thread runs out of memory
 * or stops, has its thread terminated and is refused; the next job starts a new thread. The
 * thread posts `{ ready: true }` once loaded, then answers each `{ id, request }` with
 * `{ id, answer }`. Used by the entry checks and the preview's renderer.
 */
import { Worker } from "node:worker_threads";

export interface ThreadJobsOptions<Request> {
  /** The thread's module. */
  url: URL;
  /** Given to the thread as `workerData`. */
  workerData?: unknown;
  /** The thread's heap: a bound on what one job can take. */
  memoryMb: number;
  timeoutMs: number;
  /** How long the thread may take to load its code (at start-up, or after a job was stopped). */
  startMs?: number;
  /** The error a job is refused with when its thread could not finish it: out of time or memory, or stopped. */
  refusal(request: Request, cause: ThreadFailure): Error;
  /** The error of a job asked for while the jobs are closed or the thread does not start. */
  unavailable(reason: "closed" | "not started"): Error;
}

export type ThreadFailure = "time" | "memory" | "stopped";

interface Job<Request, Answer> {
  request: Request;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
}

/** A time in words: "800 ms", "3 s", "2.5 s". */
export function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

export class ThreadJobs<Request, Answer> {
  readonly options: ThreadJobsOptions<Request>;
  #thread: Thread | undefined;
  #queue: Job<Request, Answer>[] = [];
  #running = false;
  #closed = false;
  #nextId = 1;

  constructor(options: ThreadJobsOptions<Request>) {
    this.options = options;
  }

  /** Starts the thread now, so that the first job does not wait for it to load. */
  start(): void {
    this.#threadReady().catch(() => undefined);
  }

  /** The request's answer from the thread, after the jobs queued before it. */
  run(request: Request): Promise<Answer> {
    if (this.#closed) return Promise.reject(this.options.unavailable("closed"));
    return new Promise((resolve, reject) => {
      this.#queue.push({ request, resolve, reject });
      if (!this.#running) void this.#drain();
    });
  }

  /** Stops the thread; jobs still waiting are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(this.options.unavailable("closed"));
    const thread = this.#thread;
    this.#thread = undefined;
    if (thread) await thread.worker.terminate();
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
      const worker = new Worker(this.options.url, {
        workerData: this.options.workerData,
        resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
      });
      // Idle, the thread never keeps the process alive; a running job's timer does.
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
        worker.once("exit", (code) => reject(new Error(`the thread stopped (${code})`)));
      });
      const thread = { worker, ready };
      this.#thread = thread;
      // A thread that ends (terminated, crashed) is started again for the next job.
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
  async #once(request: Request): Promise<Answer> {
    let worker: Worker;
    let startTimer: NodeJS.Timeout | undefined;
    try {
      worker = await Promise.race([
        this.#threadReady(),
        new Promise<never>((_, reject) => {
          startTimer = setTimeout(() => reject(new Error("the thread did not start")), this.options.startMs ?? 30_000);
        }),
      ]);
    } catch {
      if (this.#thread) void this.#thread.worker.terminate();
      this.#thread = undefined;
      throw this.options.unavailable("not started");
    } finally {
      clearTimeout(startTimer);
    }
    const id = this.#nextId++;
    const { timeoutMs, refusal } = this.options;
    return new Promise<Answer>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      const stop = (cause: ThreadFailure) => {
        finish();
        this.#thread = undefined;
        void worker.terminate();
        reject(refusal(request, cause));
      };
      const onMessage = (message: { id?: number; answer?: Answer }) => {
        if (message.id !== id || !message.answer) return;
        finish();
        resolve(message.answer);
      };
      const onError = (error: Error) => {
        stop((error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "stopped");
      };
      const onExit = () => stop("stopped");
      const timer = setTimeout(() => stop("time"), timeoutMs);
      worker.on("message", onMessage);
      worker.once("error", onError);
      worker.once("exit", onExit);
      worker.postMessage({ id, request });
    });
  }
}
