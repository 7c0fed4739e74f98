/**
 * One git operation at a time per working copy: saves wait for the save before them, so their
 * writes and commits never interleave. Anything else in this process that runs git on the same
 * working copy (reverting, pulling) takes the same lock.
 */
import { resolve } from "node:path";
import { createSerialQueue, type WorkQueue } from "../../work-queue.ts";

const queues = new Map<string, WorkQueue>();

/** Runs `task` once every task queued before it on the same working copy has settled. */
export function withRepoLock<T>(repoDir: string, task: () => Promise<T>): Promise<T> {
  const key = resolve(repoDir);
  const queue = queues.get(key) ?? createSerialQueue();
  queues.set(key, queue);
  return queue.run(task).finally(() => {
    if (queue.size() === 0 && queues.get(key) === queue) queues.delete(key);
  });
}
