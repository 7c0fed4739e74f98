/**
 * Where publishing stands (contracts.ts, PublishStatus): the last publish's state as the
 * publisher sets it, the last refusals, and what is served, read from the served folder each time
 * (a rollback changes it behind the publisher's back). Each change is also written to
 * PUBLISH_DIR/status.json for `npm run publish -- status`.
 */
import { basename, dirname } from "node:path";
import type { LiveSite } from "../../site.ts";
import type { PublishStatus } from "../contracts.ts";
import { readRelease, writeStatusFile } from "./releases.ts";

type Refusal = NonNullable<PublishStatus["refusals"]>[number];

/** Enough for every editor saving during a burst of refused builds to find theirs. */
export const keptRefusals = 20;

export interface StatusHolder {
  get(): PublishStatus;
  /** The publish's state; the kept refusals stay. */
  set(next: Omit<PublishStatus, "refusals">): void;
  /** A refused build: the state "failed", and a refusal kept among the last ones. */
  refuse(refused: Pick<Refusal, "commit" | "files" | "error">): void;
}

export function createStatus(publishDir: string, site: LiveSite): StatusHolder {
  let state: PublishStatus = { state: "idle" };
  let refusals: Refusal[] = [];
  // At least the clock: ids keep growing across restarts, so a screen's "newer than" holds.
  let lastId = 0;

  function served(): Pick<PublishStatus, "servedCommit" | "servedAt"> {
    const root = site.root;
    const release =
      dirname(dirname(root)) === publishDir ? readRelease(publishDir, basename(dirname(root))) : undefined;
    return { ...(release ? { servedCommit: release.commit } : {}), servedAt: site.since };
  }

  const current = (): PublishStatus => ({ ...state, ...served(), refusals });

  function set(next: Omit<PublishStatus, "refusals">) {
    state = next;
    writeStatusFile(publishDir, { ...current(), updatedAt: new Date().toISOString() });
  }

  return {
    get: current,
    set,
    refuse({ commit, files, error }) {
      const at = Date.now();
      lastId = Math.max(lastId + 1, at);
      refusals = [...refusals, { id: lastId, at, commit, files, error }].slice(-keptRefusals);
      set({ state: "failed", commit, error });
    },
  };
}
