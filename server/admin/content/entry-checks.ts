/**
 * Runs the editing API's entry checks (entry-reading.ts) in a worker thread (check-worker.ts),
 * started once per working copy and reused, one check at a time. A check that takes longer than
 * the time limit (EDIT_CHECK_TIMEOUT_MS) has its thread terminated and is refused; the next check
 * starts a new thread. The server's event loop only passes the text and the answer, so a hostile
 * entry can cost a thread at most the time limit and never delays a page.
 */
import type { CollectionData } from "../../../core/content-model/load.ts";
import type { CollectionName } from "../../../core/content-model/schemas.ts";
import { duration, type ThreadFailure, ThreadJobs } from "../../thread-jobs.ts";
import type { CheckAnswer, CheckRequest, FileSummary } from "./entry-reading.ts";
import { Refusal } from "./refusal.ts";

/** The default time limit of one check: a save's check takes milliseconds, the largest entry read a few tenths of a second. */
export const defaultCheckTimeoutMs = 3000;

/** How long the thread may take to load its code (once, at start-up or after a check was stopped). */
const threadStartMs = 30_000;

/** Memory of the thread: far more than the largest entry needs, and a bound on what one can take. */
const threadMemoryMb = 256;

/** Why a check could not finish, in words. */
function failure(cause: ThreadFailure, timeoutMs: number): string {
  if (cause === "time") return `took longer than ${duration(timeoutMs)} to check; it is too large or too complex`;
  return cause === "memory" ? `needs more than ${threadMemoryMb} MB to check` : "its check stopped unexpectedly";
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
  readonly #jobs: ThreadJobs<CheckRequest, CheckAnswer>;

  constructor(timeoutMs = defaultCheckTimeoutMs) {
    this.timeoutMs = timeoutMs;
    this.#jobs = new ThreadJobs({
      url: new URL("./check-worker.ts", import.meta.url),
      memoryMb: threadMemoryMb,
      timeoutMs,
      startMs: threadStartMs,
      refusal: (request, cause) => unchecked(request, failure(cause, timeoutMs)),
      unavailable: (reason) =>
        reason === "closed"
          ? new Refusal(503, "The server is stopping; nothing was changed")
          : new Refusal(503, "The server could not start checking entries; nothing was changed; try again"),
    });
  }

  /** Starts the thread now, so that the first save does not wait for it to load. */
  start(): void {
    this.#jobs.start();
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
    const answer = await this.#jobs.run({ kind: "check", collection, path, text });
    if (answer.kind === "valid") return { data: answer.data as CollectionData<C>, text: answer.text };
    if (answer.kind === "invalid") throw new Refusal(422, answer.message, answer.problem);
    throw new Error(`checking ${path} failed: ${answer.kind === "failed" ? answer.message : answer.kind}`);
  }

  /** What a lenient reading of a file finds (its id, category, photos and pages). */
  async summary(collection: CollectionName, path: string, text: string): Promise<FileSummary> {
    const answer = await this.#jobs.run({ kind: "summary", collection, path, text });
    if (answer.kind === "summary") return answer.summary;
    throw new Error(`reading ${path} failed: ${answer.kind === "failed" ? answer.message : answer.kind}`);
  }

  /** Stops the thread; checks still waiting are refused. */
  close(): Promise<void> {
    return this.#jobs.close();
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
