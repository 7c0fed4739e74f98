/**
 * One git operation at a time per working copy: saves wait for the save before them, so their
 * writes and commits never interleave. Anything else in this process that runs git on the same
 * working copy (reverting, pulling) takes the same lock.
 */
import { resolve } from "node:path";

const tails = new Map<string, Promise<void>>();

/** Runs `task` once every task queued before it on the same working copy has settled. */
export function withRepoLock<T>(repoDir: string, task: () => Promise<T>): Promise<T> {
  const key = resolve(repoDir);
  const previous = tails.get(key) ?? Promise.resolve();
  const result = previous.then(task);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return result;
}
