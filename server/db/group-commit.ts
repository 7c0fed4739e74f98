/**
 * Group commit: items added while a batch is being written wait, and the next batch takes them
 * all (up to `maxBatch`). Under load one commit, and one flush to disk, serves many items; alone,
 * an item is written at once.
 */
export interface GroupCommit<I, O> {
  /** Resolves with the item's result once its batch is committed. */
  add(item: I): Promise<O>;
  /** Resolves once every item added so far is written (or has failed). */
  drain(): Promise<void>;
}

/** `write` commits a batch and resolves with one result per item, in order. */
export function groupCommit<I, O>(write: (batch: I[]) => Promise<O[]>, maxBatch: number): GroupCommit<I, O> {
  const waiting: { item: I; resolve: (result: O) => void; reject: (error: unknown) => void }[] = [];
  let writing: Promise<void> | undefined;
  const flush = () => {
    if (writing || waiting.length === 0) return;
    const batch = waiting.splice(0, maxBatch);
    writing = write(batch.map((entry) => entry.item))
      .then(
        (results) => {
          for (const [index, entry] of batch.entries()) entry.resolve(results[index] as O);
        },
        (error: unknown) => {
          for (const entry of batch) entry.reject(error);
        },
      )
      .finally(() => {
        writing = undefined;
        flush();
      });
  };
  return {
    add: (item) =>
      new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        flush();
      }),
    async drain() {
      while (writing) await writing;
    },
  };
}
