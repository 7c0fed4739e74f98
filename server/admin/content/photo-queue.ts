/**
 * Every decode of an editor's photo (stripping it, making a thumbnail) runs one at a time, in
 * arrival order, in a process of its own at the lowest priority (photo-worker.ts). A photo of 40
 * megapixels takes a second or two of a processor and up to 200 MB to decode and encode; several
 * at once in the server would add up in its memory and take the processor and libuv's threads
 * from everything else, sign-in's Argon2 among them, and a crash of the decoder on a malicious
 * file would take the server down. Only a few may wait: beyond them the request is turned away at
 * once, so that waiting uploads do not pile up in memory. A decode that runs for two minutes is
 * stopped. The process ends after a while without work and starts again on the next.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type ChildProcess, fork } from "node:child_process";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import type { RenditionFormat, RenditionPlan, RenditionSpec } from "../../../core/content-model/photo-renditions.ts";
import { holdWhileBusy } from "../../child-hold.ts";
import { createWorkQueue } from "../../work-queue.ts";
import type { Header, PhotoFormat, WorkerAnswer, WorkerJob, WorkerRequest, WorkerResult } from "./photo-worker.ts";
import { Refusal } from "./refusal.ts";

const workerPath = fileURLToPath(new URL("./photo-worker.ts", import.meta.url));
/** A decode that takes longer is stopped (the process with it). */
const decodeTimeoutMs = 120_000;
/** The process ends after this long without work, giving its memory back. */
const idleMs = 30_000;

interface Waiting {
  child: ChildProcess;
  resolve: (result: WorkerResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: ChildProcess | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const answers = new Map<number, Waiting>();

function startWorker(): ChildProcess {
  const child = fork(workerPath, [], {
    execArgv: [],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, 19);
    } catch {
      // Not allowed here: it runs at the server's priority.
    }
  }
  child.on("message", (answer: WorkerAnswer) => {
    const waiting = answers.get(answer.id);
    if (!waiting) return;
    answers.delete(answer.id);
    clearTimeout(waiting.timer);
    if ("error" in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.result);
  });
  child.on("exit", () => {
    if (worker === child) worker = undefined;
    for (const [id, waiting] of answers) {
      if (waiting.child !== child) continue;
      answers.delete(id);
      clearTimeout(waiting.timer);
      waiting.reject(new Error("the photo process stopped"));
    }
  });
  child.on("error", () => child.kill("SIGKILL"));
  return child;
}

/** Lets the server exit while the process idles, and ends it after idleMs. */
function idleWhenDone(child: ChildProcess): void {
  if (holdWhileBusy(child, answers.values())) return;
  idleTimer = setTimeout(() => child.kill(), idleMs);
  idleTimer.unref();
}

/**
 * The requests whose photo work the server gives up when it stops: the editing API runs each of
 * its requests in this scope with a signal it aborts as it closes (api.ts), so that a request
 * waiting for a slow decode is answered at once rather than holding the close up.
 */
export const photoWorkScope = new AsyncLocalStorage<AbortSignal>();

const stopping = () => new Refusal(503, "The server is stopping; nothing was saved; try again in a moment");

function call(job: WorkerJob): Promise<WorkerResult> {
  if (photoWorkScope.getStore()?.aborted) return Promise.reject(stopping());
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const child = worker;
  const id = nextId++;
  return new Promise<WorkerResult>((resolve, reject) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), decodeTimeoutMs);
    answers.set(id, { child, resolve, reject, timer });
    holdWhileBusy(child, answers.values());
    child.send({ ...job, id } satisfies WorkerRequest);
  }).finally(() => idleWhenDone(child));
}

/**
 * `work`, or a 503 as soon as the request's scope is stopped, whether the work is waiting for its
 * turn or under way (its answer, when it comes, is dropped; work not started yet is not sent).
 */
function unlessStopped<T>(work: () => Promise<T>): Promise<T> {
  const signal = photoWorkScope.getStore();
  if (!signal) return work();
  if (signal.aborted) return Promise.reject(stopping());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(stopping());
    signal.addEventListener("abort", onAbort, { once: true });
    work()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The job's result, or null when the photo could not be decoded; a refusal (the server stopping) passes. */
function decoded(job: WorkerJob): Promise<WorkerResult> {
  return call(job).catch((error: unknown) => {
    if (error instanceof Refusal) throw error;
    return null;
  });
}

const decodes = createWorkQueue(
  1,
  8,
  () => new Refusal(503, "The server is busy with other photos; save this one again in a minute (nothing was saved)"),
);

/**
 * What an image's header says (format and size), read without decoding a pixel and outside the
 * queue; undefined when the bytes are no image libvips knows.
 */
export async function readHeader(bytes: Uint8Array): Promise<Header | undefined> {
  const result = await unlessStopped(() => decoded({ op: "header", bytes }));
  return result && "format" in result ? result : undefined;
}

function bytesOf(result: WorkerResult): Buffer | undefined {
  return result instanceof Uint8Array ? Buffer.from(result.buffer, result.byteOffset, result.byteLength) : undefined;
}

/**
 * The photo decoded whole and encoded again without its metadata (photo-worker.ts), once every
 * decode queued before it has finished; undefined when it does not decode cleanly. Refuses (503)
 * when eight already wait.
 */
export function stripPhoto(bytes: Uint8Array, format: PhotoFormat): Promise<Buffer | undefined> {
  return unlessStopped(() => decodes.run(async () => bytesOf(await decoded({ op: "strip", bytes, format }))));
}

/**
 * A WebP of at most `side` pixels on its longer side: null when the photo does not decode,
 * undefined when the queue is full (it is made another time).
 */
export function thumbnailIfRoom(bytes: Uint8Array, side: number): Promise<Buffer | null | undefined> {
  return unlessStopped(() =>
    decodes.runIfRoom(async () => bytesOf(await decoded({ op: "thumbnail", bytes, side })) ?? null),
  );
}

/**
 * The renditions the build makes of a photo in a slot (core/content-model/photo-renditions.ts),
 * for the preview: null when the photo cannot be read, undefined when the queue is full.
 */
export function renditionPlanIfRoom(
  bytes: Uint8Array,
  name: string,
  spec: RenditionSpec,
): Promise<RenditionPlan | null | undefined> {
  return unlessStopped(() =>
    decodes.runIfRoom(async () => {
      const result = await decoded({ op: "plan", bytes, name, spec });
      return result && "stem" in result ? result : null;
    }),
  );
}

/**
 * One rendition of a photo as the build makes it (core/content-model/photo-renditions.ts), for the
 * preview: null when the photo does not decode, undefined when the queue is full.
 */
export function renditionIfRoom(
  bytes: Uint8Array,
  width: number,
  aspect: number,
  format: RenditionFormat,
): Promise<Buffer | null | undefined> {
  return unlessStopped(() =>
    decodes.runIfRoom(async () => bytesOf(await decoded({ op: "rendition", bytes, width, aspect, format })) ?? null),
  );
}
