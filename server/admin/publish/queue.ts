/**
 * The publisher's order of work: one publish at a time. Saves that arrive while one runs wait
 * together for the next (their commits and pages merged); a commit another instance published
 * waits on its own and goes first. Closing lets the running publish end and starts no other.
 */

/** Saves waiting for the next build: their commits and their pages. */
export interface Saves {
  commits: string[];
  paths: string[];
}

/** One publish: of `target` (another instance's commit), or of the working copy's HEAD for `saves`. */
export type PublishJob = { target: string; saves?: undefined } | { target?: undefined; saves: Saves };

export interface PublishQueue {
  save(commits: readonly string[], paths?: readonly string[]): void;
  follow(commit: string): void;
  /** Resolves once nothing runs or waits. */
  settled(): Promise<void>;
  /** Takes no more work; resolves once the running publish has ended. */
  close(): Promise<void>;
}

export function createPublishQueue(publish: (job: PublishJob) => Promise<void>): PublishQueue {
  let saves: Saves | undefined;
  let followed: string | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  function next(): PublishJob | undefined {
    if (followed) {
      const target = followed;
      followed = undefined;
      return { target };
    }
    const waiting = saves;
    saves = undefined;
    return waiting && { saves: waiting };
  }

  async function drain(): Promise<void> {
    try {
      for (let job = next(); job && !closing; job = next()) await publish(job);
    } finally {
      running = undefined;
    }
  }

  const start = () => {
    if (!running && !closing) running = drain();
  };

  return {
    save(commits, paths = []) {
      saves ??= { commits: [], paths: [] };
      saves.commits.push(...commits);
      for (const path of paths) if (!saves.paths.includes(path)) saves.paths.push(path);
      start();
    },
    follow(commit) {
      followed = commit;
      start();
    },
    async settled() {
      while (running) await running;
    },
    async close() {
      closing = true;
      await running;
    },
  };
}
