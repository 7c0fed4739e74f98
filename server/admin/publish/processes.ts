/**
 * The processes of a build, and stopping them for certain. A build runs in a process group of
 * its own, but a process it starts may leave that group (a new session or group), and one whose
 * parent has ended is no longer its descendant: so a build's processes are its group, the
 * descendants of any of them, and every process whose environment names the build's folder
 * (BUILD_ROOT, which each one inherits). Read from /proc (Linux); elsewhere the group alone.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

interface ProcessEntry {
  pid: number;
  ppid: number;
  pgid: number;
}

/** A live process's parent and group; undefined for one that has ended (a zombie included). */
function entryOf(pid: number): ProcessEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (name) state ppid pgrp …": the name may hold spaces and parentheses.
    const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (state === "Z" || state === "X") return undefined;
    return { pid, ppid: Number(ppid), pgid: Number(pgid) };
  } catch {
    return undefined;
  }
}

function environmentHas(pid: number, variable: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(variable);
  } catch {
    return false;
  }
}

function liveProcesses(): ProcessEntry[] | undefined {
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return undefined;
  }
  return names.flatMap((name) => (/^\d+$/.test(name) ? (entryOf(Number(name)) ?? []) : []));
}

function members(all: readonly ProcessEntry[], pgid: number | undefined, marker: string): Set<number> {
  const found = new Set(
    all.filter((entry) => entry.pgid === pgid || environmentHas(entry.pid, marker)).map((entry) => entry.pid),
  );
  for (let grown = true; grown; ) {
    grown = false;
    for (const entry of all) {
      if (!found.has(entry.pid) && found.has(entry.ppid)) {
        found.add(entry.pid);
        grown = true;
      }
    }
  }
  found.delete(process.pid);
  return found;
}

/**
 * The live processes of the build whose first process (and group) is `pgid` (undefined when that
 * number may now be another's) and whose environment holds `marker` (`BUILD_ROOT=<its folder>`);
 * never this server's own.
 */
export function buildProcesses(pgid: number | undefined, marker: string): number[] {
  const all = liveProcesses();
  if (!all) return pgid && groupAlive(pgid) ? [pgid] : [];
  return [...members(all, pgid, marker)];
}

/** Whether any process of group `pgid` is left (a zombie counts until its parent reaps it). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function signal(pgid: number | undefined, pids: readonly number[], name: NodeJS.Signals): void {
  for (const target of pgid ? [-pgid, ...pids] : pids) {
    try {
      process.kill(target, name);
    } catch {
      // gone meanwhile
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pollMs = 20;

/** Waits up to `ms` for the build's processes to end by themselves; resolves with those left. */
async function waitGone(pgid: number | undefined, marker: string, ms: number): Promise<number[]> {
  const until = performance.now() + ms;
  for (;;) {
    const left = buildProcesses(pgid, marker);
    if (left.length === 0 || performance.now() >= until) return left;
    await pause(pollMs);
  }
}

/**
 * SIGKILL, the deepest processes first, each level once the one below is reaped: a process
 * killed after its children is still there to reap them, where an orphan is left to the
 * system's first process, which in a container may never reap it (and a group with a zombie in
 * it is not gone).
 */
async function killDeepestFirst(pgid: number | undefined, marker: string, ms: number): Promise<number[]> {
  const until = performance.now() + ms;
  for (;;) {
    const all = liveProcesses();
    if (!all) {
      signal(pgid, [], "SIGKILL");
      return waitGone(pgid, marker, Math.max(0, until - performance.now()));
    }
    const left = members(all, pgid, marker);
    if (left.size === 0) return [];
    if (performance.now() >= until) {
      signal(pgid, [...left], "SIGKILL");
      return [...left];
    }
    const parents = new Set(all.filter((entry) => left.has(entry.pid)).map((entry) => entry.ppid));
    const leaves = [...left].filter((pid) => !parents.has(pid));
    signal(undefined, leaves, "SIGKILL");
    const levelUntil = Math.min(until, performance.now() + 1000);
    while (leaves.some((pid) => existsSync(`/proc/${pid}`)) && performance.now() < levelUntil) await pause(pollMs);
  }
}

/**
 * Stops the build's processes: SIGTERM to all, then SIGKILL to whatever is left after `graceMs`.
 * Resolves with the processes still alive after that (none, unless one cannot be killed).
 */
export async function stopBuildProcesses(pgid: number | undefined, marker: string, graceMs: number): Promise<number[]> {
  const running = buildProcesses(pgid, marker);
  if (running.length === 0) return [];
  signal(pgid, running, "SIGTERM");
  const stubborn = await waitGone(pgid, marker, graceMs);
  if (stubborn.length === 0) return [];
  return killDeepestFirst(pgid, marker, 10_000);
}
