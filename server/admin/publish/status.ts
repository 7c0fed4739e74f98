/**
 * Where publishing stands (contracts.ts, PublishStatus): the last publish's state as the
 * publisher sets it, and what is served, read from the served folder each time (a rollback
 * changes it behind the publisher's back). Each change is also written to PUBLISH_DIR/status.json
 * for `npm run publish -- status`.
 */
import { basename, dirname } from "node:path";
import type { LiveSite } from "../../site.ts";
import type { PublishStatus } from "../contracts.ts";
import { readRelease, writeStatusFile } from "./releases.ts";

export interface StatusHolder {
  get(): PublishStatus;
  set(next: PublishStatus): void;
}

export function createStatus(publishDir: string, site: LiveSite): StatusHolder {
  let state: PublishStatus = { state: "idle" };

  function served(): Pick<PublishStatus, "servedCommit" | "servedAt"> {
    const root = site.root;
    const release =
      dirname(dirname(root)) === publishDir ? readRelease(publishDir, basename(dirname(root))) : undefined;
    return { ...(release ? { servedCommit: release.commit } : {}), servedAt: site.since };
  }

  return {
    get: () => ({ ...state, ...served() }),
    set(next) {
      state = next;
      writeStatusFile(publishDir, { ...next, ...served(), updatedAt: new Date().toISOString() });
    },
  };
}
