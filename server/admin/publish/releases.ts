/**
 * The builds folder (PUBLISH_DIR): one folder per build, named `<time>-<short commit>`, each a
 * BUILD_ROOT (client/, nginx/, site.json) with publish.json once its build passed; `current`, a
 * symbolic link to the one being served (nginx's root and included files go through it); and
 * the build worktree. A folder without publish.json is a build that did not finish.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { rename, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stopBuildProcesses } from "./processes.ts";

/** A finished build. */
export interface Release {
  id: string;
  dir: string;
  /** The commit it was built from. */
  commit: string;
  /** When its build passed (ms since the epoch). */
  builtAt: number;
}

export const currentLink = "current";
const releaseFile = "publish.json";
/** Written while a build runs: the process group to stop if the server died and left it running. */
export const buildPidFile = ".build-pid";
const idPattern = /^\d{8}-\d{9}-[0-9a-f]{7,40}$/;

/** A new folder name for a build of `commit` made now; names sort by time. */
export function releaseId(commit: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:TZ.]/g, "");
  return `${stamp.slice(0, 8)}-${stamp.slice(8, 17)}-${commit.slice(0, 10)}`;
}

/** The finished build `id`, if there is one. */
export function readRelease(publishDir: string, id: string): Release | undefined {
  const file = join(publishDir, id, releaseFile);
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, "utf8")) as { commit: string; builtAt: number };
  return { id, dir: join(publishDir, id), commit: data.commit, builtAt: data.builtAt };
}

/** Marks the build in `dir` as finished (after which it may be served). */
export async function writeRelease(dir: string, commit: string, builtAt: number): Promise<void> {
  await rm(join(dir, buildPidFile), { force: true });
  await writeFile(join(dir, releaseFile), `${JSON.stringify({ commit, builtAt }, null, 2)}\n`);
}

const buildFolders = (publishDir: string) =>
  existsSync(publishDir) ? readdirSync(publishDir).filter((name) => idPattern.test(name)) : [];

/** The finished builds, oldest first. */
export function listReleases(publishDir: string): Release[] {
  return buildFolders(publishDir)
    .sort()
    .flatMap((id) => readRelease(publishDir, id) ?? []);
}

/** The build `current` points to, if any. */
export function currentRelease(publishDir: string): Release | undefined {
  try {
    return readRelease(publishDir, readlinkSync(join(publishDir, currentLink)));
  } catch {
    return undefined;
  }
}

/** Points `current` at build `id` in one step (a new link renamed over the old one). */
export async function pointCurrent(publishDir: string, id: string): Promise<void> {
  const temporary = join(publishDir, `.${currentLink}-${process.pid}-${Date.now()}`);
  await symlink(id, temporary);
  await rename(temporary, join(publishDir, currentLink));
}

/** Removes finished builds beyond the newest `keep`, never one in `protect`. */
export async function pruneReleases(publishDir: string, keep: number, protect: string[]): Promise<string[]> {
  const old = listReleases(publishDir)
    .reverse()
    .slice(keep)
    .filter((release) => !protect.includes(release.id));
  for (const release of old) await rm(release.dir, { recursive: true, force: true });
  return old.map((release) => release.id);
}

/**
 * Whether process group `pgid` is still the build into `dir` (its leader's environment names
 * the folder: a number reused by another process since is left alone).
 */
function buildStillRunning(pgid: number, dir: string): boolean {
  try {
    return readFileSync(`/proc/${pgid}/environ`, "utf8").split("\0").includes(`BUILD_ROOT=${dir}`);
  } catch {
    return false;
  }
}

/**
 * Removes the folders of builds that never finished (the server stopped during one), after
 * stopping a build process it left behind.
 */
export async function removeUnfinished(publishDir: string): Promise<string[]> {
  const unfinished = buildFolders(publishDir).filter((id) => !existsSync(join(publishDir, id, releaseFile)));
  for (const id of unfinished) {
    const pidFile = join(publishDir, id, buildPidFile);
    const pgid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0;
    const dir = join(publishDir, id);
    // The group only while its leader is still this build; its other processes by their environment.
    await stopBuildProcesses(pgid > 0 && buildStillRunning(pgid, dir) ? pgid : undefined, `BUILD_ROOT=${dir}`, 0);
    await rm(join(publishDir, id), { recursive: true, force: true });
  }
  return unfinished;
}

const statusFile = "status.json";

/** Keeps the publisher's status beside the builds, for `npm run publish -- status`. */
export function writeStatusFile(publishDir: string, status: object): void {
  try {
    writeFileSync(join(publishDir, statusFile), `${JSON.stringify(status, null, 2)}\n`);
  } catch {
    // the folder is gone (a test cleaning up): the status is in the log too
  }
}

export function readStatusFile(publishDir: string): Record<string, unknown> | undefined {
  const file = join(publishDir, statusFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : undefined;
}
