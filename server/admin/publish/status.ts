/**
 * Where publishing stands (contracts.ts, PublishStatus): the last publish's state as the
 * publisher sets it, the last refusals, and what is served, read from the served folder each time
 * (a rollback changes it behind the publisher's back). Each change is also written to
 * PUBLISH_DIR/status.json for `npm run publish -- status`. While a build runs, it says the step
 * and how long the last publishes of its kind (a full build, or the pages only) that went live took.
 */
import { basename, dirname } from "node:path";
import type { LiveSite } from "../../site.ts";
import type { PublishStatus } from "../contracts.ts";
import { readRelease, writeStatusFile } from "./releases.ts";

export type BuildKind = "full" | "pages";

type Refusal = NonNullable<PublishStatus["refusals"]>[number];

/** Enough for every editor saving during a burst of refused builds to find theirs. */
export const keptRefusals = 20;

export interface StatusHolder {
  get(): PublishStatus;
  /** The publish's state; the kept refusals stay. */
  set(next: Omit<PublishStatus, "refusals">): void;
  /** A refused build: the state "failed", and a refusal kept among the last ones. */
  refuse(refused: Pick<Refusal, "commit" | "files" | "error">): void;
  /** The step a building publish has reached (its clock starts with the first). */
  step(step: string): void;
  /** The kind of build starting: a full one, or the pages only (pages-only.ts). */
  expect(kind: BuildKind): void;
  /** A publish went live after `seconds`: the next ones of its kind are told how long publishes take. */
  took(seconds: number): void;
}

/** How many of the last publishes the usual time is taken from. */
const timedPublishes = 5;

function median(values: readonly number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function createStatus(publishDir: string, site: LiveSite, now = () => performance.now()): StatusHolder {
  let state: PublishStatus = { state: "idle" };
  let step: { name: string; since: number } | undefined;
  let kind: BuildKind = "full";
  const durations: Record<BuildKind, number[]> = { full: [], pages: [] };
  let refusals: Refusal[] = [];
  // At least the clock: ids keep growing across restarts, so a screen's "newer than" holds.
  let lastId = 0;

  function served(): Pick<PublishStatus, "servedCommit" | "servedAt"> {
    const root = site.root;
    const release =
      dirname(dirname(root)) === publishDir ? readRelease(publishDir, basename(dirname(root))) : undefined;
    return { ...(release ? { servedCommit: release.commit } : {}), servedAt: site.since };
  }

  function progress(): Pick<PublishStatus, "progress"> {
    if (state.state !== "building" || !step) return {};
    const usualSeconds = median(durations[kind]);
    const elapsedSeconds = Math.round((now() - step.since) / 1000);
    return {
      progress: {
        step: step.name,
        elapsedSeconds,
        ...(usualSeconds ? { usualSeconds: Math.round(usualSeconds) } : {}),
      },
    };
  }

  const current = (): PublishStatus => ({ ...state, ...progress(), ...served(), refusals });

  function set(next: Omit<PublishStatus, "refusals">) {
    if (next.state !== "building" || state.state !== "building" || next.commit !== state.commit) step = undefined;
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
    step(name) {
      step = { name, since: step?.since ?? now() };
    },
    expect(next) {
      kind = next;
    },
    took(seconds) {
      durations[kind] = [...durations[kind], seconds].slice(-timedPublishes);
    },
  };
}
